// The whole of when an entry happens, as the detail names it. Apart from event-days.ts: only the
// detail reads it, so the feed's first screen does not carry it (docs/product.md#views).
import {
  berlinZoneName,
  formatDayHeading,
  formatDayRange,
  formatEventTimes,
  formatTime,
  joinEventTimes,
  type Instant,
  type TimeSpan,
} from './berlin-time'
import { eventDays } from './event-days'

/**
 * The whole of when an entry happens: 'Montag, 23. November 2026, 10:00–12:30 Uhr MEZ',
 * 'Dienstag, 24. bis Freitag, 27. November 2026, ganztägig', or from one day and time to another.
 * The zone is named: the detail is where a reader checks a time, perhaps from abroad.
 */
export function formatEventWhen(span: TimeSpan): string {
  const { from, to } = eventDays(span)
  const clock = (instant: Instant) => `${formatTime(instant)} Uhr ${berlinZoneName(instant)}`
  if (span.isWholeDay) {
    return from === to
      ? `${formatDayHeading(from)}, ganztägig`
      : `${formatDayRange(from, to)}, ganztägig`
  }
  if (from === to) {
    const { start, end } = formatEventTimes(span)
    const zone = berlinZoneName(span.startTime)
    return `${formatDayHeading(from)}, ${joinEventTimes({ start, end })} Uhr ${zone}`
  }
  return `${formatDayHeading(from)}, ${clock(span.startTime)} bis ${formatDayHeading(to)}, ${clock(span.endTime)}`
}
