// The Berlin days an entry spans and how it reads on each of them: an entry of several days
// belongs to every one of its days (docs/product.md#views).
import {
  daysBetween,
  daysOf,
  formatEventTimes,
  formatShortDay,
  formatTime,
  toBerlinDay,
  type DayRange,
  type EventTimes,
  type TimeSpan,
} from './berlin-time'

/** The first and last Berlin day of an entry. Its end is exclusive: midnight opens no new day. */
export function eventDays({ startTime, endTime }: TimeSpan): DayRange {
  const from = toBerlinDay(startTime)
  const to = toBerlinDay(new Date(endTime).getTime() - 1)
  return { from, to: to > from ? to : from }
}

/** Which of an entry's days a day is, counted from 1. */
export interface SpanDay {
  number: number
  count: number
}

export function spanDayOf(span: TimeSpan, day: string): SpanDay {
  const { from, to } = eventDays(span)
  return { number: daysBetween(from, day) + 1, count: daysBetween(from, to) + 1 }
}

/** 'Tag 2 von 4'. */
export const formatSpanDay = ({ number, count }: SpanDay) => `Tag ${number} von ${count}`

/** The days of an entry that lie inside a range, in order. */
export function eventDaysIn(span: TimeSpan, range: DayRange): string[] {
  const days = eventDays(span)
  const from = days.from > range.from ? days.from : range.from
  const to = days.to < range.to ? days.to : range.to
  return from <= to ? daysOf({ from, to }) : []
}

/**
 * When an entry happens on one of its days. A timed entry of several days starts on its first day
 * ('ab 10:00'), ends on its last ('bis 17:00') and fills the days between ('ganztägig').
 */
export function eventTimesOn(span: TimeSpan, day: string): EventTimes {
  const { from, to } = eventDays(span)
  if (from === to || span.isWholeDay) return formatEventTimes(span)
  if (day <= from) return { start: `ab ${formatTime(span.startTime)}`, end: null }
  if (day >= to) return { start: `bis ${formatTime(span.endTime)}`, end: null }
  return { start: 'ganztägig', end: null }
}

/** An entry's own dates, for lists not grouped by its days: 'Mi., 02.12.', or first and last. */
export function eventDates(span: TimeSpan): { first: string; last: string | null } {
  const { from, to } = eventDays(span)
  return { first: formatShortDay(from), last: from === to ? null : formatShortDay(to) }
}

/** What a row of a list says about when its entry happens. */
export interface EntryWhen {
  /** The entry's own dates; only in a list not grouped by its days. */
  dates: { first: string; last: string | null } | null
  times: EventTimes
  /** 'Tag 2 von 4' on a day of an entry of several days. */
  spanDay: string | null
}

/** When an entry happens as a row listed on `day` shows it, or with no day, its own dates. */
export function entryWhen(span: TimeSpan, day: string | null): EntryWhen {
  const { from, to } = eventDays(span)
  return {
    dates: day === null ? eventDates(span) : null,
    times: eventTimesOn(span, day ?? from),
    spanDay: day !== null && from !== to ? formatSpanDay(spanDayOf(span, day)) : null,
  }
}
