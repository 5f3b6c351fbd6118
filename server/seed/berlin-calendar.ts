// Calendar arithmetic for the demo agenda: whole days as UTC dates (no time-zone drift), and
// wall-clock times in Europe/Berlin turned into instants.
import { TZDate } from '@date-fns/tz'

export const BERLIN = 'Europe/Berlin'

/** A calendar day; `date` holds it at 00:00 UTC so adding days never crosses a DST switch. */
export interface Day {
  year: number
  month: number
  day: number
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
  date: Date
}

export function dayOf(year: number, month: number, day: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day))
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    date,
  }
}

export const addDays = (day: Day, count: number) => dayOf(day.year, day.month, day.day + count)

export const daysBetween = (from: Day, to: Day) =>
  Math.round((to.date.getTime() - from.date.getTime()) / 86_400_000)

/** Today's date in Berlin at the given instant. */
export function berlinToday(now: Date): Day {
  const berlin = new TZDate(now.getTime(), BERLIN)
  return dayOf(berlin.getFullYear(), berlin.getMonth() + 1, berlin.getDate())
}

// TZDate asks Intl for the offset, which is slow; the offset of a given day and hour never changes.
const offsetCache = new Map<string, number>()

/** The instant of a Berlin wall-clock time on the given day. */
export function berlinTime(day: Day, hour = 0, minute = 0): Date {
  const wallClock = Date.UTC(day.year, day.month - 1, day.day, hour, minute)
  const key = `${day.year}-${day.month}-${day.day}-${hour}`
  let offset = offsetCache.get(key)
  if (offset === undefined) {
    const hourStart = Date.UTC(day.year, day.month - 1, day.day, hour)
    offset = new TZDate(day.year, day.month - 1, day.day, hour, 0, BERLIN).getTime() - hourStart
    offsetCache.set(key, offset)
  }
  return new Date(wallClock + offset)
}

/** The first day on or after the given date that falls on `weekday`. */
export function weekdayOnOrAfter(year: number, month: number, day: number, weekday: number): Day {
  const start = dayOf(year, month, day)
  return addDays(start, (weekday - start.weekday + 7) % 7)
}

/** Easter Sunday (Gregorian, anonymous algorithm), for the carnival dates. */
export function easterSunday(year: number): Day {
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
  return dayOf(year, month, day)
}

export const formatGermanDate = (day: Day) => `${day.day}.${day.month}.${day.year}`
