// What Monat and 7-Tage ask the day summary for: the range shown, with as many entries per day as
// the view draws.
import type { DaySummaryRequest, EventSearchRequest } from '@domain/events-api'
import type { ClassicViewMode } from '../feed/view-modes'

/** The views drawn from the day summary, and how many entries each shows per day. */
export const ENTRIES_PER_DAY = { preview: 8, monthly: 3 } as const
export type CalendarViewMode = keyof typeof ENTRIES_PER_DAY

export const isCalendarViewMode = (mode: ClassicViewMode): mode is CalendarViewMode =>
  mode in ENTRIES_PER_DAY

export function daySummaryRequest(
  search: EventSearchRequest,
  mode: CalendarViewMode,
): DaySummaryRequest {
  const { filterRules, from, to, sort, order } = search
  return { filterRules, from, to, sort, order, perDay: ENTRIES_PER_DAY[mode] }
}
