// An entry's life cycle beside its title (issue 38, docs/product.md#planning-desk): the badge
// „abgesagt“ or „verschoben“ and, for a postponed entry, where it stood („vorher: Mo 7.12.,
// 10:00 Uhr“) or „– neuer Termin offen“. Words, not the colour or the struck title alone, so a
// screen reader says them with the title.
import { OPEN_DATE_NOTE, statusNote } from '@domain/event-status-note'
import type { DayEntry } from '@domain/events-api'
import { labelEventStatus } from '@domain/labels/event-fields'

type StatusFields = Pick<DayEntry, 'status' | 'isWholeDay'> &
  Partial<Pick<DayEntry, 'previousStartTime'>>

/** The status class of an entry's frame, which strikes its title through: '' when planned. */
export const statusClassName = (event: Pick<DayEntry, 'status'>) =>
  event.status === 'planned' ? '' : `is-${event.status}`

/** „abgesagt“ or „verschoben“ alone, for a view that names the rest itself (the detail). */
export function StatusBadge({ status }: Pick<DayEntry, 'status'>) {
  if (status === 'planned') return null
  return <span className={`status-badge status-${status}`}>{labelEventStatus(status)}</span>
}

/** The badge and, for a postponed entry, where it stood or that its new date is open. */
export function StatusMark({ event }: { event: StatusFields }) {
  const note = statusNote(event)
  if (!note) return null
  // The spaces keep title, badge and note apart in the link's accessible name too.
  return (
    <>
      {' '}
      <StatusBadge status={event.status} />
      {note.detail && (
        <span className="status-detail">
          {note.detail === OPEN_DATE_NOTE ? ' – ' : <span className="visually-hidden">, </span>}
          {note.detail}
        </span>
      )}
    </>
  )
}
