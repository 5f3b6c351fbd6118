// The visible date range of a feed, as calendar days in Europe/Berlin ('YYYY-MM-DD'). It lives in
// the URL (?from=…&to=…) so a reload or a shared link shows the same agenda.
import { parseBerlinDay } from '@domain/berlin-time'
import type { ClassicViewMode } from './view-modes'

export interface DayRange {
  from: string
  to: string
}

/** Days the standard and list views show when the URL names no range. */
export const DEFAULT_SPAN_DAYS = 14

// Strict: a day that does not exist (30 February) is as malformed as any other text.
const isDay = (value: string | null): value is string =>
  value !== null && parseBerlinDay(value) !== null

/** Calendar arithmetic on day keys, done in UTC so no daylight-saving shift can move a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)
}

function dayParts(day: string) {
  return {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    date: Number(day.slice(8)),
  }
}

export function monthOf(day: string): DayRange {
  const { year, month } = dayParts(day)
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const prefix = day.slice(0, 8)
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` }
}

function addMonths(day: string, months: number): string {
  const { year, month } = dayParts(day)
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10)
}

/** The range a view mode shows starting at (or, for Monat, around) the given day. */
export function rangeStartingAt(mode: ClassicViewMode, day: string, span?: number): DayRange {
  if (mode === 'monthly') return monthOf(day)
  if (mode === 'preview') return { from: day, to: addDays(day, 6) }
  return { from: day, to: addDays(day, (span ?? DEFAULT_SPAN_DAYS) - 1) }
}

/** Reads the range from the URL, falling back to the view's default starting today. */
export function rangeFromSearchParams(
  mode: ClassicViewMode,
  params: URLSearchParams,
  today: string,
): DayRange {
  const from = params.get('from')
  const to = params.get('to')
  if (!isDay(from)) return rangeStartingAt(mode, today)
  const span = isDay(to) && to >= from ? daysBetween(from, to) + 1 : undefined
  return rangeStartingAt(mode, from, span)
}

/** The range one step back (-1) or forward (+1): a month for Monat, else the range's length. */
export function shiftRange(mode: ClassicViewMode, range: DayRange, direction: 1 | -1): DayRange {
  if (mode === 'monthly') return monthOf(addMonths(range.from, direction))
  const span = daysBetween(range.from, range.to) + 1
  return rangeStartingAt(mode, addDays(range.from, direction * span), span)
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}
