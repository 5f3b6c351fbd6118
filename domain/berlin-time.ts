// Dates and times as the newsroom reads them: German, in Europe/Berlin, whatever the device's
// time zone. Calendar days travel as 'YYYY-MM-DD' (URLs, day keys); instants as ISO 8601.
// Libraries: @date-fns/tz does the zone before 1996 and Intl the German words. Luxon and the
// Temporal polyfill were weighed and left out: 20–60 KB on the first screen for what this file does
// by the EU summer-time rule in a few lines, thousands of times per render (see isSummerTime).
import { TZDate } from '@date-fns/tz'

const BERLIN_TIME_ZONE = 'Europe/Berlin'

// Each format is made on first use and then kept: the feed formats every entry it shows, and
// making one costs milliseconds at start (the time zone's data is loaded), which only the formats a
// page really uses should pay.
function berlinFormat(options: Intl.DateTimeFormatOptions): {
  format(date: Date): string
  formatRange(start: Date, end: Date): string
} {
  let kept: Intl.DateTimeFormat | undefined
  const made = () =>
    (kept ??= new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN_TIME_ZONE, ...options }))
  return {
    format: (date) => made().format(date),
    formatRange: (start, end) => made().formatRange(start, end),
  }
}
const timeFormat = berlinFormat({ hour: '2-digit', minute: '2-digit' })
const dayHeadingFormat = berlinFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
// Numeric dates keep two digits, as the date picker writes them: '01.12.', never '1.12.'.
const shortDayFormat = berlinFormat({ weekday: 'short', day: '2-digit', month: '2-digit' })
const weekdayDateFormat = berlinFormat({ weekday: 'long', day: 'numeric' })
const weekdayDateMonthFormat = berlinFormat({ weekday: 'long', day: 'numeric', month: 'long' })
const monthFormat = berlinFormat({ month: 'long', year: 'numeric' })
const dateTimeFormat = berlinFormat({ dateStyle: 'full', timeStyle: 'short' })
const longDateFormat = berlinFormat({ dateStyle: 'long' })
const numericDateTimeFormat = berlinFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant as a Date, an ISO 8601 string or epoch milliseconds. */
export type Instant = Date | string | number

/** Berlin calendar days from `from` to `to`, both included, as 'YYYY-MM-DD'. */
export interface DayRange {
  from: string
  to: string
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

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

function isSummerTime(time: number): boolean {
  const year = new Date(time).getUTCFullYear()
  return time >= lastSundayUtc(year, 2) && time < lastSundayUtc(year, 9)
}

// Calendar arithmetic on day keys runs in UTC, where no summer-time switch can move a day.
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`)
const utcDayKey = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The Berlin calendar day of an instant, as 'YYYY-MM-DD'. */
export function toBerlinDay(instant: Instant): string {
  const time = toTime(instant)
  if (time < EU_SUMMER_TIME_RULE_SINCE) {
    const berlin = new TZDate(time, BERLIN_TIME_ZONE)
    return dayKey(berlin.getFullYear(), berlin.getMonth() + 1, berlin.getDate())
  }
  return utcDayKey(time + (isSummerTime(time) ? 2 : 1) * HOUR_MS)
}

/**
 * The instant of a Berlin wall-clock time on a 'YYYY-MM-DD' day. A time the spring switch skips
 * (02:30) and one the autumn switch repeats both count in winter time, as the time zone database
 * has it.
 */
export function berlinInstant(day: string, hour = 0, minute = 0): Date {
  const wallClock = utcMidnight(day) + hour * HOUR_MS + minute * 60_000
  if (wallClock < EU_SUMMER_TIME_RULE_SINCE + DAY_MS) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number]
    return new Date(new TZDate(year, month - 1, date, hour, minute, BERLIN_TIME_ZONE).getTime())
  }
  const isSummer = isSummerTime(wallClock - 2 * HOUR_MS) && isSummerTime(wallClock - HOUR_MS)
  return new Date(wallClock - (isSummer ? 2 : 1) * HOUR_MS)
}

/** The start of a 'YYYY-MM-DD' day in Berlin, or null for anything that is not a real day. */
export function parseBerlinDay(day: string): Date | null {
  const match = DAY_KEY.exec(day)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number]
  return dayKey(year, month, date) === day ? berlinInstant(day) : null
}

/** Today's Berlin day as 'YYYY-MM-DD'. */
export function berlinToday(now: Instant = Date.now()): string {
  return toBerlinDay(now)
}

/** The day key of a year, a month (1–12) and a day of the month; overflowing days roll over. */
export function dayKey(year: number, month: number, date: number): string {
  const time = new Date(0).setUTCFullYear(year, month - 1, date)
  return utcDayKey(time)
}

/** The day `count` calendar days later (earlier when negative). */
export function addDays(day: string, count: number): string {
  return utcDayKey(utcMidnight(day) + count * DAY_MS)
}

/** How many calendar days `to` lies after `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS)
}

/** The day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(utcMidnight(day)).getUTCDay()
}

/** The calendar month holding `day`, or the one `offset` months later (earlier when negative). */
export function monthOf(day: string, offset = 0): DayRange {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return { from: dayKey(year, month + offset, 1), to: dayKey(year, month + offset + 1, 0) }
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}

/** An ISO 8601 string with Berlin's offset, e.g. '2026-11-23T00:00:00.000+01:00'. */
function toBerlinIso(instant: Instant): string {
  return new TZDate(toTime(instant), BERLIN_TIME_ZONE).toISOString()
}

/**
 * The search window of a range of days: from the first day's midnight up to, not including, the
 * midnight after the last day, in Berlin with its offset. Null for bad or reversed days.
 */
export function berlinDaysWindow({ from, to }: DayRange): { from: string; to: string } | null {
  const start = parseBerlinDay(from)
  const last = parseBerlinDay(to)
  if (!start || !last || last < start) return null
  return { from: toBerlinIso(start), to: toBerlinIso(berlinInstant(addDays(to, 1))) }
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

/**
 * Two days as a span, naming month and year once where they are shared:
 * 'Dienstag, 24. bis Freitag, 27. November 2026'. Days are 'YYYY-MM-DD' keys or instants.
 */
export function formatDayRange(first: Instant, last: Instant): string {
  const [from, to] = [dayOrInstantDate(first), dayOrInstantDate(last)]
  const [fromDay, toDay] = [toBerlinDay(from), toBerlinDay(to)]
  const start =
    fromDay.slice(0, 7) === toDay.slice(0, 7)
      ? weekdayDateFormat.format(from)
      : fromDay.slice(0, 4) === toDay.slice(0, 4)
        ? weekdayDateMonthFormat.format(from)
        : dayHeadingFormat.format(from)
  return `${start} bis ${dayHeadingFormat.format(to)}`
}

/**
 * Two days as a span the German way, naming month and year once where they are shared, as Intl
 * writes it: '24.–30. November 2026', '28. November – 4. Dezember 2026',
 * '30. Dezember 2026 – 2. Januar 2027'. Days are 'YYYY-MM-DD' keys or instants.
 */
export function formatDaySpan(first: Instant, last: Instant): string {
  const span = longDateFormat.formatRange(dayOrInstantDate(first), dayOrInstantDate(last))
  // ICU versions differ in the spaces around the dash (thin or plain): one text everywhere, so the
  // app, the service worker and the server's PDF write the same header.
  return span.replace(/\s/gu, ' ')
}

/** '10:00', in Berlin. */
export function formatTime(instant: Instant): string {
  return timeFormat.format(toDate(instant))
}

/** '23. November 2026', in Berlin. */
export function formatLongDate(instant: Instant): string {
  return longDateFormat.format(toDate(instant))
}

/**
 * 'MEZ' or 'MESZ': which Berlin time an instant's clock reading is in. Named where a reader could
 * doubt the zone (a reader abroad, a time near the switch): the detail's times and embargoes.
 */
export function berlinZoneName(instant: Instant): 'MEZ' | 'MESZ' {
  return isSummerTime(toTime(instant)) ? 'MESZ' : 'MEZ'
}

/** '23.11.2026, 10:00', in Berlin: an embargo or a print date on paper. */
export function formatNumericDateTime(instant: Instant): string {
  return numericDateTimeFormat.format(toDate(instant))
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

/** When an entry happens, in parts a view can lay out: `end` only for a range within one day. */
export interface EventTimes {
  /** 'ganztägig' for whole days (one or several), else the start time, '10:00'. */
  start: string
  /** The end time, '12:30', when the entry ends later on the Berlin day it starts; else null. */
  end: string | null
}

/** How the agenda shows when an entry happens, in Berlin time. */
export function formatEventTimes({ startTime, endTime, isWholeDay }: TimeSpan): EventTimes {
  if (isWholeDay) return { start: 'ganztägig', end: null }
  const start = formatTime(startTime)
  const end = formatTime(endTime)
  const endsLaterThatDay =
    toTime(endTime) > toTime(startTime) &&
    end !== start &&
    toBerlinDay(endTime) === toBerlinDay(startTime)
  return { start, end: endsLaterThatDay ? end : null }
}

/** The parts on one line: 'ganztägig', '10:00' or '10:00–12:30'. */
export function joinEventTimes({ start, end }: EventTimes): string {
  return end ? `${start}–${end}` : start
}
