// Dates and times as the newsroom reads them: German, in Europe/Berlin, whatever the device's
// time zone. Calendar days travel as 'YYYY-MM-DD' (URLs, day keys); instants as ISO 8601.
import { TZDate, tz } from '@date-fns/tz'
import { addDays, endOfDay, format, isValid, startOfDay, subMilliseconds } from 'date-fns'
import { de } from 'date-fns/locale/de'

export const BERLIN_TIME_ZONE = 'Europe/Berlin'

const inBerlin = { in: tz(BERLIN_TIME_ZONE) }
const inBerlinGerman = { ...inBerlin, locale: de }

/** An instant as a Date, an ISO 8601 string or epoch milliseconds. */
export type Instant = Date | string | number

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant))

/** The Berlin calendar day of an instant, as 'YYYY-MM-DD'. */
export function toBerlinDay(instant: Instant): string {
  return format(toDate(instant), 'yyyy-MM-dd', inBerlin)
}

/** The start of a 'YYYY-MM-DD' day in Berlin, or null for anything that is not a real day. */
export function parseBerlinDay(day: string): Date | null {
  const match = DAY_KEY.exec(day)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number]
  const start = new TZDate(year, month - 1, date, BERLIN_TIME_ZONE)
  return isValid(start) && toBerlinDay(start) === day ? new Date(start.getTime()) : null
}

/** Midnight at the start of the instant's Berlin day. */
export function berlinDayStart(instant: Instant): Date {
  return new Date(startOfDay(toDate(instant), inBerlin).getTime())
}

/** The last millisecond of the instant's Berlin day (23 or 25 hours after the start on switch days). */
export function berlinDayEnd(instant: Instant): Date {
  return new Date(endOfDay(toDate(instant), inBerlin).getTime())
}

/** The same Berlin wall-clock time `days` calendar days later (earlier when negative). */
export function addBerlinDays(instant: Instant, days: number): Date {
  return new Date(addDays(toDate(instant), days, inBerlin).getTime())
}

/** Today's Berlin day as 'YYYY-MM-DD'. */
export function berlinToday(now: Instant = Date.now()): string {
  return toBerlinDay(now)
}

/** An ISO 8601 string with Berlin's offset, e.g. '2026-11-23T00:00:00.000+01:00'. */
export function toBerlinIso(instant: Instant): string {
  return new TZDate(toDate(instant).getTime(), BERLIN_TIME_ZONE).toISOString()
}

/**
 * The search window of the days `from` to `to` ('YYYY-MM-DD', both included): from the first
 * day's midnight to the last day's last millisecond, in Berlin. Null for bad or reversed days.
 */
export function berlinDaysWindow(from: string, to: string): { from: string; to: string } | null {
  const start = parseBerlinDay(from)
  const last = parseBerlinDay(to)
  if (!start || !last || last < start) return null
  return { from: toBerlinIso(start), to: toBerlinIso(berlinDayEnd(last)) }
}

/** 'Montag, 23. November 2026'; a 'YYYY-MM-DD' day is read as that Berlin day. */
export function formatDayHeading(dayOrInstant: Instant): string {
  const date = typeof dayOrInstant === 'string' ? parseBerlinDay(dayOrInstant) : null
  return format(date ?? toDate(dayOrInstant), 'EEEE, d. MMMM yyyy', inBerlinGerman)
}

/** '10:00', in Berlin. */
export function formatTime(instant: Instant): string {
  return format(toDate(instant), 'HH:mm', inBerlin)
}

export interface TimeSpan {
  startTime: Instant
  endTime: Instant
  isWholeDay: boolean
}

// A whole-day entry may end at the next midnight (exclusive) or on its last day: both mean that day.
function lastWholeDay(start: Date, end: Date): Date {
  const endsAtMidnight = berlinDayStart(end).getTime() === end.getTime()
  return endsAtMidnight && end > start ? subMilliseconds(end, 1) : end
}

/**
 * How the feed shows when an entry happens: 'ganztägig', '10:00', '10:00–12:00',
 * '23.11.–25.11.2026' (whole days) or '23.11., 10:00 – 24.11., 18:00'.
 */
export function formatTimeRange({ startTime, endTime, isWholeDay }: TimeSpan): string {
  const start = toDate(startTime)
  const end = isWholeDay ? lastWholeDay(start, toDate(endTime)) : toDate(endTime)
  const oneDay = toBerlinDay(start) === toBerlinDay(end)
  if (isWholeDay) {
    if (oneDay || end < start) return 'ganztägig'
    const sameYear = format(start, 'yyyy', inBerlin) === format(end, 'yyyy', inBerlin)
    return `${format(start, sameYear ? 'dd.MM.' : 'dd.MM.yyyy', inBerlin)}–${format(end, 'dd.MM.yyyy', inBerlin)}`
  }
  if (end <= start) return formatTime(start)
  if (oneDay) return `${formatTime(start)}–${formatTime(end)}`
  return `${format(start, 'dd.MM., HH:mm', inBerlin)} – ${format(end, 'dd.MM., HH:mm', inBerlin)}`
}
