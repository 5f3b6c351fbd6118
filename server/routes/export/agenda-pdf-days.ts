// The day-by-day order of an agenda PDF: a view lists an entry on each of its days inside the
// window, as the app's views do (docs/product.md#views); a selection lists each entry once, on its
// first day.
import { daysBetween, daysOf, joinEventTimes, type DayRange } from '../../../domain/berlin-time'
import {
  entryWhen,
  eventDates,
  eventDays,
  eventDaysIn,
  eventTimesOn,
} from '../../../domain/event-days'
import type { AgendaEvent } from '../../../domain/events-api'

/** An entry as a row under a day heading. */
export interface PdfRow {
  event: AgendaEvent
  /** 'ganztägig', '10:00', '10:00–12:30', 'ab 10:00'. */
  time: string
  /** 'Tag 2 von 4' on a day of a longer entry, or 'bis Fr., 04.12.' in a selection. */
  note: string | null
}

export interface PdfDay {
  /** 'YYYY-MM-DD', a Berlin day. */
  day: string
  rows: PdfRow[]
}

/** Rows by day, the days in order; `days` given first keeps days without rows. */
function groupByDay(placed: { day: string; row: PdfRow }[], days: string[] = []): PdfDay[] {
  const byDay = new Map<string, PdfRow[]>(days.map((day) => [day, []]))
  for (const { day, row } of placed) {
    const rows = byDay.get(day)
    if (rows) rows.push(row)
    else byDay.set(day, [row])
  }
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, rows]) => ({ day, rows }))
}

/** How many rows a view lists, counted without listing them: an entry counts on each of its days. */
export function viewRowCount(entries: readonly AgendaEvent[], range: DayRange): number {
  let count = 0
  for (const event of entries) {
    const days = eventDays(event)
    const from = days.from > range.from ? days.from : range.from
    const to = days.to < range.to ? days.to : range.to
    if (from <= to) count += daysBetween(from, to) + 1
  }
  return count
}

/** A view's days: each entry on every one of its days in `range`; `everyDay` keeps empty days. */
export function daysOfView(
  entries: readonly AgendaEvent[],
  range: DayRange,
  everyDay: boolean,
): PdfDay[] {
  const placed = entries.flatMap((event) =>
    eventDaysIn(event, range).map((day) => {
      const when = entryWhen(event, day)
      return { day, row: { event, time: joinEventTimes(when.times), note: when.spanDay } }
    }),
  )
  return groupByDay(placed, everyDay ? daysOf(range) : [])
}

/** A selection's days: each entry once, on its first day. */
export function daysOfSelection(entries: readonly AgendaEvent[]): PdfDay[] {
  return groupByDay(
    entries.map((event) => {
      const day = eventDays(event).from
      const { last } = eventDates(event)
      const time = joinEventTimes(eventTimesOn(event, day))
      return { day, row: { event, time, note: last && `bis ${last}` } }
    }),
  )
}
