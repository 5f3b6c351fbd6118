// The visible date range of a feed, as calendar days in Europe/Berlin ('YYYY-MM-DD'). It lives in
// the URL (?from=…&to=…) so a reload or a shared link shows the same agenda; Standard and Liste
// also show a single day, as from == to.
import {
  addDays,
  daysBetween,
  formatDayHeading,
  formatMonth,
  formatShortDay,
  monthOf,
  parseBerlinDay,
  type DayRange,
} from '@domain/berlin-time'
import type { ClassicViewMode } from '../feed/view-modes'

/** Days the standard and list views show when the URL names no range. */
export const DEFAULT_SPAN_DAYS = 14

// Strict: a day that does not exist (30 February) is as malformed as any other text.
const isDay = (value: string | null): value is string =>
  value !== null && parseBerlinDay(value) !== null

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
  if (mode === 'monthly') return monthOf(range.from, direction)
  const span = daysBetween(range.from, range.to) + 1
  return rangeStartingAt(mode, addDays(range.from, direction * span), span)
}

/** „Freitag, 4. Dezember 2026“ for a single day, „Fr., 04.12. – Do., 17.12.“, „Dezember 2026“. */
export function rangeTitle(mode: ClassicViewMode, range: DayRange): string {
  if (mode === 'monthly') return formatMonth(range.from)
  if (range.from === range.to) return formatDayHeading(range.from)
  return `${formatShortDay(range.from)} – ${formatShortDay(range.to)}`
}

/** What one step back or forward moves by, as the arrows name it („Tag vor“). */
export function rangeUnit(mode: ClassicViewMode, range: DayRange): string {
  if (mode === 'monthly') return 'Monat'
  if (mode === 'preview') return 'Woche'
  return range.from === range.to ? 'Tag' : 'Zeitraum'
}

export interface DayChoice {
  label: string
  range: DayRange
  /** It is what the view shows (the button is pressed). */
  current: boolean
}

/** Standard's and Liste's choices: today or tomorrow alone, or two weeks from the day shown. */
export function dayChoices(shown: DayRange, today: string): DayChoice[] {
  const choice = (label: string, range: DayRange): DayChoice => ({
    label,
    range,
    current: range.from === shown.from && range.to === shown.to,
  })
  const tomorrow = addDays(today, 1)
  return [
    choice('Heute', { from: today, to: today }),
    choice('Morgen', { from: tomorrow, to: tomorrow }),
    choice(`${DEFAULT_SPAN_DAYS} Tage`, rangeStartingAt('standard', shown.from)),
  ]
}
