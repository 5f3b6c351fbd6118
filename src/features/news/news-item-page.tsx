// The news item page /news/{newsItemId}/event/{eventID} (condensed layout): what was reported on
// an event, with its genre, material type and time, its pictures, its full text, and the way
// back to the event.
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import { newsItemLabels } from '@domain/labels/news-item-labels'
import { buttonClassName } from '@/components/ui/button'
import { useNewsItem } from './api/get-news-item'
import { NewsPictures } from './news-pictures'
import { paragraphsOf } from './news-text'
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
          <span className="visually-hidden">: {load.data.event.title}</span>
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
            {newsItemLabels(load.data).map((label, index) => (
              <span key={label} className={index === 0 ? 'news-genre' : undefined}>
                {label}
              </span>
            ))}
            <time dateTime={load.data.publishedAt}>
              {formatDateTime(load.data.publishedAt)} Uhr
            </time>
          </p>
          <h1 className="news-headline">{load.data.headline}</h1>
          {load.data.pictures && (
            <NewsPictures
              pictures={load.data.pictures}
              charts={load.data.materialType === 'graphic'}
            />
          )}
          <div className="news-body">
            {paragraphsOf(load.data.body).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <p className="news-event">
            Berichtet zum Termin <Link to={eventLink}>{load.data.event.title}</Link>
          </p>
        </>
      )}
    </article>
  )
}
