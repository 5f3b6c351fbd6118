// Dates and times as the newsroom reads them: German, in Europe/Berlin, whatever the device's
// time zone. Calendar days travel as 'YYYY-MM-DD' (URLs, day keys); instants as ISO 8601.
import { TZDate, tz } from '@date-fns/tz'
import { addDays, endOfDay, isValid, startOfDay, subMilliseconds } from 'date-fns'

export const BERLIN_TIME_ZONE = 'Europe/Berlin'

const inBerlin = { in: tz(BERLIN_TIME_ZONE) }

// Made once and kept: the feed formats every entry it shows.
const berlinFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN_TIME_ZONE, ...options })
const timeFormat = berlinFormat({ hour: '2-digit', minute: '2-digit' })
const dayHeadingFormat = berlinFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const shortDayFormat = berlinFormat({ weekday: 'short', day: 'numeric', month: 'numeric' })
const monthFormat = berlinFormat({ month: 'long', year: 'numeric' })
const dateTimeFormat = berlinFormat({ dateStyle: 'full', timeStyle: 'short' })
const longDateFormat = berlinFormat({ dateStyle: 'long' })
const dayMonthFormat = berlinFormat({ day: '2-digit', month: '2-digit' })
const dateFormat = berlinFormat({ day: '2-digit', month: '2-digit', year: 'numeric' })
const dayMonthTimeFormat = berlinFormat({
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant as a Date, an ISO 8601 string or epoch milliseconds. */
export type Instant = Date | string | number

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/
const HOUR_MS = 3_600_000

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant))

const toTime = (instant: Instant) =>
  typeof instant === 'number'
    ? instant
    : typeof instant === 'string'
      ? Date.parse(instant)
      : instant.getTime()

// A 'YYYY-MM-DD' day is read as that day: at noon UTC it is the same day in Berlin.
const dayOrInstantDate = (value: Instant) =>
  typeof value === 'string' && DAY_KEY.test(value) ? new Date(`${value}T12:00:00Z`) : toDate(value)

// Since 1996 Berlin keeps the EU rule: summer time from the last Sunday of March to the last Sunday
// of October, 01:00 UTC. Working it out is far cheaper than asking Intl, for thousands of entries.
const EU_SUMMER_TIME_RULE_SINCE = Date.UTC(1996, 0, 1)

/** The last Sunday of a month at 01:00 UTC, where the EU moves its clocks. */
function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0))
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** The Berlin calendar day of an instant, as 'YYYY-MM-DD'. */
export function toBerlinDay(instant: Instant): string {
  const time = toTime(instant)
  if (time < EU_SUMMER_TIME_RULE_SINCE) {
    const berlin = new TZDate(time, BERLIN_TIME_ZONE)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${berlin.getFullYear()}-${pad(berlin.getMonth() + 1)}-${pad(berlin.getDate())}`
  }
  const year = new Date(time).getUTCFullYear()
  const isSummer = time >= lastSundayUtc(year, 2) && time < lastSundayUtc(year, 9)
  return new Date(time + (isSummer ? 2 : 1) * HOUR_MS).toISOString().slice(0, 10)
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
  return dayHeadingFormat.format(dayOrInstantDate(dayOrInstant))
}

/** 'Mo., 23.11.'; a 'YYYY-MM-DD' day is read as that Berlin day. */
export function formatShortDay(dayOrInstant: Instant): string {
  return shortDayFormat.format(dayOrInstantDate(dayOrInstant))
}

/** 'November 2026'; a 'YYYY-MM-DD' day is read as that Berlin day. */
export function formatMonth(dayOrInstant: Instant): string {
  return monthFormat.format(dayOrInstantDate(dayOrInstant))
}

/** '10:00', in Berlin. */
export function formatTime(instant: Instant): string {
  return timeFormat.format(toDate(instant))
}

/** '23. November 2026', in Berlin. */
export function formatLongDate(instant: Instant): string {
  return longDateFormat.format(toDate(instant))
}

/** 'Montag, 23. November 2026 um 10:00', in Berlin. */
export function formatDateTime(instant: Instant): string {
  return dateTimeFormat.format(toDate(instant))
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
    const sameYear = toBerlinDay(start).slice(0, 4) === toBerlinDay(end).slice(0, 4)
    return `${(sameYear ? dayMonthFormat : dateFormat).format(start)}–${dateFormat.format(end)}`
  }
  if (end <= start) return formatTime(start)
  if (oneDay) return `${formatTime(start)}–${formatTime(end)}`
  return `${dayMonthTimeFormat.format(start)} – ${dayMonthTimeFormat.format(end)}`
}
