// Flattens a sorted page of events into the rows the virtualized feed renders: a heading for each
// day followed by that day's entries. Entries that began before the range sit under its first day.
import { toBerlinDay } from '@domain/berlin-time'
import type { AgendaEvent, SearchSort } from '@domain/events-api'

export type FeedRow =
  { kind: 'day'; day: string; key: string } | { kind: 'event'; event: AgendaEvent; key: string }

/** The Berlin day an entry is listed under: the day it starts, or the day it came in. */
export function listingDay(event: AgendaEvent, sort: SearchSort, firstDay: string): string {
  const day = toBerlinDay(sort === 'dateUpdated' ? event.dateUpdated : event.startTime)
  return sort === 'startTime' && day < firstDay ? firstDay : day
}

export function toFeedRows(events: AgendaEvent[], sort: SearchSort, firstDay: string): FeedRow[] {
  const rows: FeedRow[] = []
  let currentDay = ''
  for (const event of events) {
    const day = listingDay(event, sort, firstDay)
    if (day !== currentDay) {
      currentDay = day
      rows.push({ kind: 'day', day, key: `day-${day}-${rows.length}` })
    }
    rows.push({ kind: 'event', event, key: event.id })
  }
  return rows
}

/** Groups events by listing day, keeping their order (for day columns and the month grid). */
export function groupByDay(events: AgendaEvent[], firstDay: string): Map<string, AgendaEvent[]> {
  const byDay = new Map<string, AgendaEvent[]>()
  for (const event of events) {
    const day = listingDay(event, 'startTime', firstDay)
    const list = byDay.get(day)
    if (list) list.push(event)
    else byDay.set(day, [event])
  }
  return byDay
}
