// An entry in the zen feed: calm typography, the title first, details quietly below.
import { Link } from 'react-router-dom'
import type { AgendaEvent } from '@domain/events-api'
import { StatusBadge, useDetailLink } from './event-entry'
import { formatEventTime, formatPlace } from './event-format'

export function ZenEntry({ event, dense }: { event: AgendaEvent; dense: boolean }) {
  const to = useDetailLink(event.id)
  const place = formatPlace(event.location)
  return (
    <Link
      to={to}
      data-entry
      data-event-id={event.id}
      className={`zen-entry ${dense ? 'is-dense' : ''}`}
    >
      <span className="zen-entry-time">{formatEventTime(event)}</span>
      <span className="zen-entry-body">
        <span className="zen-entry-title">
          {event.title} <StatusBadge status={event.status} />
        </span>
        {!dense && event.teaser && <span className="zen-entry-teaser">{event.teaser}</span>}
        {place && <span className="zen-entry-place">{place}</span>}
      </span>
    </Link>
  )
}
