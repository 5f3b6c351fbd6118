// What changed about a followed entry since its follower last heard of it (issue 38,
// docs/product.md#following-an-entry): its time, its place or its status, in the words of the
// notice: „verschoben von 10:00 auf 11:30“, „abgesagt“, „Ort: Rotes Rathaus, Berlin (vorher:
// Bundestag, Berlin)“. Other fields (title, description) make no notice.
import { formatCompactDay, formatTime, toBerlinDay } from './berlin-time'
import type { EventStatus } from './filter-rules'
import { OPEN_DATE_NOTE } from './event-status-note'

/** An entry as its follower last heard of it: what a notice compares. */
export interface FollowedState {
  title: string
  startTime: string
  endTime: string
  isWholeDay: boolean
  /** As formatPlace writes it; '' when unknown. */
  place: string
  status: EventStatus
}

/** A start as a notice names it: the time alone when both starts share their day. */
function when(state: FollowedState, sameDay: boolean): string {
  if (state.isWholeDay) return `${formatCompactDay(state.startTime)} (ganztägig)`
  const time = formatTime(state.startTime)
  return sameDay ? time : `${formatCompactDay(state.startTime)}, ${time}`
}

function timeChange(before: FollowedState, after: FollowedState): string | null {
  const startMoved =
    Date.parse(before.startTime) !== Date.parse(after.startTime) ||
    before.isWholeDay !== after.isWholeDay
  if (startMoved) {
    const sameDay =
      !before.isWholeDay &&
      !after.isWholeDay &&
      toBerlinDay(before.startTime) === toBerlinDay(after.startTime)
    return `verschoben von ${when(before, sameDay)} auf ${when(after, sameDay)}`
  }
  if (!after.isWholeDay && Date.parse(before.endTime) !== Date.parse(after.endTime))
    return `endet jetzt um ${formatTime(after.endTime)} (vorher ${formatTime(before.endTime)})`
  return null
}

function statusChange(before: FollowedState, after: FollowedState, moved: boolean): string | null {
  if (before.status === after.status) return null
  if (after.status === 'cancelled') return 'abgesagt'
  if (after.status === 'postponed') return moved ? null : `verschoben – ${OPEN_DATE_NOTE}`
  return 'findet wieder statt'
}

function placeChange(before: FollowedState, after: FollowedState): string | null {
  if (before.place === after.place) return null
  if (!after.place) return `Ort entfällt (vorher: ${before.place})`
  return before.place ? `Ort: ${after.place} (vorher: ${before.place})` : `Ort: ${after.place}`
}

/** The notice's words, or null when nothing a follower is told of has changed. */
export function describeFollowedChange(before: FollowedState, after: FollowedState): string | null {
  const moved = timeChange(before, after)
  // A cancelled entry's other changes do not matter to anyone planning to go.
  if (after.status === 'cancelled' && before.status !== 'cancelled') return 'abgesagt'
  const parts = [statusChange(before, after, moved !== null), moved, placeChange(before, after)]
  const said = parts.filter((part): part is string => part !== null)
  return said.length ? said.join('; ') : null
}
