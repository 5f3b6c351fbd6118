// The event detail /events/{viewMode}/detail/{eventID} (and its zen twin): a side panel over the
// feed on desktop, full screen on a phone. Escape or the close button returns to the feed, and
// focus goes back to the entry that was opened.
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { useAgendaEvent } from '../api/get-event'
import { EventDetail } from './event-detail'
import { Icon } from '@/components/ui/icon'
import { FeedSkeleton } from '../feed/feed-states'
import './event-detail.css'
import './event-detail-print.css'

export default function EventDetailPage() {
  const eventId = useParams().eventID ?? ''
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const { load, retry } = useAgendaEvent(eventId)
  const panelRef = useRef<HTMLDivElement>(null)
  const isZen = pathname.startsWith('/zen')
  const feedPath = pathname.replace(/\/detail\/[^/]+\/?$/, '')

  useEffect(() => {
    // An entry of several days is listed once per day: return to the one that was opened.
    const opener = document.activeElement
    panelRef.current?.focus({ preventScroll: true })
    return () => {
      // Back in the feed: put focus on the entry the reader came from.
      const selector = `[data-event-id="${CSS.escape(eventId)}"]`
      const entry =
        opener instanceof HTMLElement && opener.isConnected && opener.matches(selector)
          ? opener
          : document.querySelector<HTMLElement>(selector)
      entry?.focus({ preventScroll: true })
    }
  }, [eventId])

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        void navigate({ pathname: feedPath, search })
      }
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [navigate, feedPath, search])

  const close = () => void navigate({ pathname: feedPath, search })

  return (
    <div className={`event-detail-layer ${isZen ? 'is-zen' : ''}`}>
      <div
        ref={panelRef}
        className="event-detail-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby="event-detail-title"
        tabIndex={-1}
      >
        <div className="event-detail-bar">
          <button type="button" className={buttonClassName('quiet')} onClick={close}>
            <span aria-hidden="true">←</span> Zurück zur Übersicht
          </button>
          <span className="event-detail-tools">
            <button
              type="button"
              className={buttonClassName('quiet')}
              aria-label="Termin drucken"
              // The browser's print, laid out by event-detail-print.css. Not the views' PrintButton:
              // shared with the feed, that module would become a chunk of its own on its first screen.
              onClick={() => window.print()}
            >
              <Icon name="printer" size="small" />
              <span className="visually-hidden-on-phone">Drucken</span>
            </button>
            <button
              type="button"
              className={`${buttonClassName('quiet')} icon-button`}
              aria-label="Detail schließen"
              onClick={close}
            >
              ×
            </button>
          </span>
        </div>
        {load.status === 'ready' && <EventDetail event={load.data} />}
        {load.status === 'loading' && (
          <>
            <h2 id="event-detail-title" className="visually-hidden">
              Termin wird geladen
            </h2>
            <FeedSkeleton rows={5} />
          </>
        )}
        {load.status === 'error' && (
          <div className="feed-error" role="alert">
            <h2 id="event-detail-title">
              {load.notFound
                ? 'Diesen Termin gibt es nicht mehr'
                : 'Der Termin konnte nicht geladen werden'}
            </h2>
            {/* The server's message would only repeat the heading. */}
            <p>
              {load.notFound
                ? 'Vielleicht wurde er abgesagt oder aus der Agenda genommen.'
                : load.message}
            </p>
            {!load.notFound && (
              <button type="button" className={buttonClassName('primary')} onClick={retry}>
                Erneut versuchen
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
