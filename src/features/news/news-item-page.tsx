// The news item page /news/{newsItemId}/event/{eventID} (condensed layout): what was reported on
// an event, with its genre, material type and time, and the way back to the event.
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import { labelGenre } from '@domain/labels/genres'
import { labelMaterialType } from '@domain/labels/event-fields'
import { buttonClassName } from '@/components/ui/button'
import { useNewsItem } from './api/get-news-item'
import './news-item-page.css'

export default function NewsItemPage() {
  const { newsItemId = '', eventID = '' } = useParams()
  const { load, retry } = useNewsItem(newsItemId)
  const eventLink = `/events/standard/detail/${encodeURIComponent(eventID)}`

  return (
    <article className="news-item">
      <Link className="news-back" to={eventLink}>
        <span aria-hidden="true">←</span> Zum Termin
        {load.status === 'ready' && (
          <span className="visually-hidden">: {load.item.event.title}</span>
        )}
      </Link>
      {load.status === 'loading' && (
        <div role="status" aria-label="Meldung wird geladen" className="news-loading">
          <span className="news-skeleton news-skeleton-title" />
          <span className="news-skeleton" />
          <span className="news-skeleton" />
        </div>
      )}
      {load.status === 'error' && (
        <div role="alert" className="news-error">
          <h1>Die Meldung konnte nicht geladen werden</h1>
          <p>{load.message}</p>
          <button type="button" className={buttonClassName('primary')} onClick={retry}>
            Erneut versuchen
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <>
          <p className="news-kicker">
            <span className="news-genre">{labelGenre(load.item.genre)}</span>
            <span>{labelMaterialType(load.item.materialType)}</span>
            <time dateTime={load.item.publishedAt}>
              {formatDateTime(load.item.publishedAt)} Uhr
            </time>
          </p>
          <h1 className="news-headline">{load.item.headline}</h1>
          <div className="news-body">
            {load.item.body.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <p className="news-event">
            Berichtet zum Termin <Link to={eventLink}>{load.item.event.title}</Link>
          </p>
        </>
      )}
    </article>
  )
}
