// How an entry's life cycle reads in every view (issue 38, docs/product.md#planning-desk):
// „abgesagt“, „verschoben“ with where it stood before („vorher: Mo 7.12., 10:00 Uhr“), or
// „verschoben“ while its new date is still open. The app, the print and the PDF write the same.
import { formatCompactDay, formatTime } from './berlin-time'
import type { DayEntry } from './events-api'
import { labelEventStatus } from './labels/event-fields'

type StatusFields = Pick<DayEntry, 'status' | 'isWholeDay'> &
  Partial<Pick<DayEntry, 'previousStartTime'>>

interface StatusNote {
  /** „abgesagt“ or „verschoben“: the badge. */
  label: string
  /** What follows the badge: „vorher: Mo 7.12., 10:00 Uhr“ or „neuer Termin offen“; else null. */
  detail: string | null
}

export const OPEN_DATE_NOTE = 'neuer Termin offen'

/** Where a postponed entry stood: 'Mo 7.12., 10:00 Uhr', or the day alone when whole-day. */
function formatPreviousTime(previousStartTime: string, isWholeDay: boolean): string {
  const day = formatCompactDay(previousStartTime)
  return isWholeDay ? day : `${day}, ${formatTime(previousStartTime)} Uhr`
}

/** The entry's marks, or null for a planned entry. */
export function statusNote(event: StatusFields): StatusNote | null {
  if (event.status === 'planned') return null
  const label = labelEventStatus(event.status)
  if (event.status === 'cancelled') return { label, detail: null }
  const previous = event.previousStartTime
  return {
    label,
    detail: previous ? `vorher: ${formatPreviousTime(previous, event.isWholeDay)}` : OPEN_DATE_NOTE,
  }
}

/**
 * The marks as one phrase: „abgesagt“, „verschoben, vorher: Mo 7.12., 10:00 Uhr“, „verschoben –
 * neuer Termin offen“.
 */
export function statusPhrase(event: StatusFields): string | null {
  const note = statusNote(event)
  if (!note) return null
  if (!note.detail) return note.label
  return `${note.label}${note.detail === OPEN_DATE_NOTE ? ' – ' : ', '}${note.detail}`
}
