// Days that move with the calendar, for the demo agenda's yearly topics: the first given weekday
// on or after a date, and Easter. Days are Berlin calendar days, 'YYYY-MM-DD'.
import { addDays, dayKey, weekdayOf } from '../../../domain/berlin-time'

/** The first day on or after the given date that falls on `weekday` (0 = Sunday). */
export function weekdayOnOrAfter(
  year: number,
  month: number,
  day: number,
  weekday: number,
): string {
  const start = dayKey(year, month, day)
  return addDays(start, (weekday - weekdayOf(start) + 7) % 7)
}

/** Easter Sunday (Gregorian, anonymous algorithm), for the carnival dates. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayKey(year, month, day)
}
