// What Monat and 7-Tage ask the day summary for: the range shown, with as many entries per day as
// the view draws, and the ranges one step before and after it, read ahead while the page is idle.
import type { DayRange } from '@domain/berlin-time'
import type { DaySummaryRequest, EventSearchRequest } from '@domain/events-api'
import type { ClassicViewMode } from '../feed/view-modes'
import { shiftRange } from './date-range'

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

/** The summaries of the range before and the range after, built as the one shown was. */
export function neighbourRequests(
  mode: CalendarViewMode,
  range: DayRange,
  requestFor: (range: DayRange) => EventSearchRequest,
): DaySummaryRequest[] {
  return ([-1, 1] as const).map((direction) =>
    daySummaryRequest(requestFor(shiftRange(mode, range, direction)), mode),
  )
}
