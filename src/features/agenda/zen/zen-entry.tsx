// An entry in the zen feed: calm typography, the title first, details quietly below.
import { Link } from 'react-router-dom'
import { EntryFrame } from '@/components/entry-actions/entry-actions'
import { joinEventTimes } from '@domain/berlin-time'
import { entryWhen } from '@domain/event-days'
import { formatPlace, placeParts } from '@domain/event-place'
import type { AgendaEvent, EntryMatch } from '@domain/events-api'
import { StatusBadge, useDetailLink } from '../feed/event-entry'
import { bodyMatch } from '../matches/matches-on-demand'

interface ZenEntryProps {
  event: AgendaEvent
  /** The day the entry is listed on; null when the feed is grouped by Eingang. */
  day: string | null
  dense: boolean
  /** Where the search text was found in it, while a search is active. */
  match?: EntryMatch | undefined
}

export function ZenEntry({ event, day, dense, match }: ZenEntryProps) {
  const to = useDetailLink(event.id)
  const place = formatPlace(placeParts(event.location))
  const { dates, times, spanDay } = entryWhen(event, day)
  return (
    <EntryFrame eventId={event.id}>
      <Link
        to={to}
        data-entry
        data-event-id={event.id}
        className={`zen-entry ${dense ? 'is-dense' : ''}`}
      >
        <span className="zen-entry-time">
          {dates && (
            <span>
              {dates.first}
              {dates.last && '–'}
            </span>
          )}
          {dates?.last && <span>{dates.last}</span>}
          <span>{joinEventTimes(times)}</span>
          {spanDay && <span className="zen-entry-span-day">{spanDay}</span>}
        </span>
        <span className="zen-entry-body">
          <span className="zen-entry-title">
            {event.title} <StatusBadge status={event.status} />
          </span>
          {!dense && event.teaser && <span className="zen-entry-teaser">{event.teaser}</span>}
          {place && <span className="zen-entry-place">{place}</span>}
          {match?.field === 'body' && <bodyMatch.Component snippet={match.snippet} />}
        </span>
      </Link>
    </EntryFrame>
  )
}
