// The settings' list of subscribed calendars (docs/product.md#calendar-subscriptions): what each
// shows, when a calendar app last fetched it; replace its link (the old one stops working) or end
// the subscription.
import { useState } from 'react'
import { formatLongDate } from '@domain/berlin-time'
import { Button } from '@/components/ui/button'
import { LoadFailure } from '@/components/ui/load-failure'
import { Spinner } from '@/components/ui/spinner'
import type { CalendarFeed, IssuedCalendarFeed } from '@domain/calendar-export-api'
import {
  revokeCalendarFeed,
  rotateCalendarFeed,
  useCalendarFeeds,
  useRefreshCalendarFeeds,
} from './api/calendar-feeds'
import { FeedLinkPanel } from './calendar-feed-link'
import { FEED_KIND_WORDS, lastUseWords } from './feed-words'
import { useFeedWrite } from './use-feed-write'
import '@/components/ui/form-field.css'
import './export.css'

function FeedRow({ feed }: { feed: CalendarFeed }) {
  const refresh = useRefreshCalendarFeeds()
  const [link, setLink] = useState<IssuedCalendarFeed | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { busy, error, run } = useFeedWrite()

  const replace = () =>
    run(async () => {
      setLink(await rotateCalendarFeed(feed.id))
      void refresh()
    }, 'Der neue Link konnte nicht erstellt werden.')
  const end = () => {
    if (!confirming) return setConfirming(true)
    void run(async () => {
      await revokeCalendarFeed(feed.id)
      await refresh()
    }, 'Das Abo konnte nicht beendet werden.')
  }

  return (
    <li className="feed-row">
      <div className="feed-row__text">
        <strong>{feed.name}</strong>
        <span>
          {FEED_KIND_WORDS[feed.kind]} · seit {formatLongDate(feed.createdAt)} ·{' '}
          {lastUseWords(feed.lastUsedAt)}
        </span>
      </div>
      <div className="feed-row__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void replace()}>
          Neuen Link erstellen
        </Button>
        <Button variant="quiet" disabled={busy} onClick={end}>
          {confirming ? 'Wirklich beenden?' : 'Abo beenden'}
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {link && <FeedLinkPanel link={link} />}
    </li>
  )
}

export default function CalendarFeedsSettings() {
  const { load, retry } = useCalendarFeeds()
  return (
    <section aria-labelledby="settings-calendar-feeds">
      <h2 id="settings-calendar-feeds">Kalender-Abos</h2>
      {load.status === 'loading' ? (
        <Spinner label="Kalender-Abos werden geladen …" />
      ) : load.status === 'error' ? (
        <LoadFailure message={load.message} onRetry={retry} />
      ) : load.data.length === 0 ? (
        <p className="export-note">
          Noch keine Abos. Gespeicherte Suchen und Ordner lassen sich über „Kalender abonnieren“ in
          Outlook, Google Kalender oder Apple Kalender einbinden.
        </p>
      ) : (
        <ul className="feed-list">
          {load.data.map((feed) => (
            <FeedRow key={feed.id} feed={feed} />
          ))}
        </ul>
      )}
    </section>
  )
}
