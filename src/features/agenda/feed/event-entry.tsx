// One agenda entry as a link to its detail: a readable card in the standard view, a dense row
// in the list view. Both carry the time, title, place, ressort, material types, top mark, status.
import { memo } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { EntryFrame } from '@/components/entry-actions/entry-actions'
import { entryWhen } from '@domain/event-days'
import { formatPlace, placeParts } from '@domain/event-place'
import type { AgendaEvent, DayEntry, EntryMatch } from '@domain/events-api'
import { labelEventStatus } from '@domain/labels/event-fields'
import { labelRessort } from '@domain/labels/ressorts'
import { bodyMatch } from '../matches/matches-on-demand'
import { MaterialTypeIcons } from './material-type-icons'

export function TopMark() {
  return (
    <span className="top-mark" title="Top-Eintrag">
      Top
    </span>
  )
}

export function StatusBadge({ status }: { status: AgendaEvent['status'] }) {
  if (status === 'planned') return null
  return <span className={`status-badge status-${status}`}>{labelEventStatus(status)}</span>
}

/**
 * When the entry happens on the day its row stands for, marked „Tag 2 von 4“ for an entry of
 * several days. Without a day (grouped by Eingang) it names the entry's own dates first. Start and
 * end are free to wrap onto two lines in narrow columns.
 */
export function EventTime({ event, day }: { event: DayEntry; day: string | null }) {
  const { dates, times, spanDay } = entryWhen(event, day)
  return (
    <span className="event-time">
      {dates && (
        <span className="event-dates">
          <span>
            {dates.first}
            {dates.last && '–'}
          </span>
          {dates.last && <span>{dates.last}</span>}
        </span>
      )}
      <span>{times.start}</span>
      {times.end && <span>–{times.end}</span>}
      {spanDay && <span className="event-span-day">{spanDay}</span>}
    </span>
  )
}

/** The link target of an entry: the detail route under the current view, keeping the range. */
export function useDetailLink(eventId: string) {
  const { search } = useLocation()
  return { pathname: `detail/${eventId}`, search }
}

/** A full entry (lists) or an entry of a day summary (7-Tage), which has no teaser or materials. */
type ListedEntry = DayEntry & Partial<Pick<AgendaEvent, 'teaser' | 'materialTypes'>>

interface EventEntryProps {
  event: ListedEntry
  /** The day the entry is listed on; null when the list is grouped by Eingang. */
  day: string | null
  variant: 'card' | 'row' | 'compact'
  /** Where the search text was found in it, while a search is active. */
  match?: EntryMatch | undefined
}

/** Memoized: while the list scrolls, rows that stay in view are not rendered again. */
export const EventEntry = memo(function EventEntry({
  event,
  day,
  variant,
  match,
}: EventEntryProps) {
  const to = useDetailLink(event.id)
  const place = formatPlace(placeParts(event.location))
  const ressorts = event.ressorts.map(labelRessort).join(', ')
  // A row cuts place and ressorts to give the title the room; the tooltip has them in full.
  const meta = [place, ressorts].filter(Boolean).join(' · ')
  return (
    <EntryFrame eventId={event.id}>
      <Link
        to={to}
        data-entry
        data-event-id={event.id}
        className={`event-entry event-${variant} ${event.status === 'planned' ? '' : 'is-' + event.status}`}
      >
        <EventTime event={event} day={day} />
        <span className="event-main">
          <span className="event-title">
            {event.isTop && <TopMark />}
            <span className="event-title-text">{event.title}</span>
            <StatusBadge status={event.status} />
          </span>
          <span className="event-meta" title={variant === 'row' && meta ? meta : undefined}>
            {place && <span className="event-place">{place}</span>}
            {ressorts && <span className="event-ressorts">{ressorts}</span>}
          </span>
          {variant === 'card' && event.teaser && (
            <span className="event-teaser">{event.teaser}</span>
          )}
          {match?.field === 'body' && <bodyMatch.Component snippet={match.snippet} />}
        </span>
        {event.materialTypes && <MaterialTypeIcons types={event.materialTypes} />}
      </Link>
    </EntryFrame>
  )
})
