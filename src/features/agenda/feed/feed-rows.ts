// Flattens a sorted page of events into the rows the virtualized feed renders: a heading for each
// day followed by that day's entries. Sorted by date, an entry of several days is listed on each of
// its days in the range; sorted by Eingang, once, under the day it came in; sorted by relevance,
// once, under where the search found it (../matches/match-rows.ts, docs/product.md#views).
import { toBerlinDay, type DayRange } from '@domain/berlin-time'
import { eventDaysIn } from '@domain/event-days'
import type { AgendaEvent, SearchSort } from '@domain/events-api'

export type FeedRow =
  | { kind: 'day'; day: string; grouping: SearchSort; key: string }
  /** Sorted by relevance: „Treffer im Titel“ and the like. */
  | { kind: 'match'; heading: string; key: string }
  | {
      kind: 'event'
      event: AgendaEvent
      /** The day of the entry's span this row stands for; null under an Eingang or match heading. */
      day: string | null
      key: string
    }

/**
 * The entries on each day of the range, keeping their order: sorted by start, an entry that began
 * on an earlier day comes before those beginning that day. Days without entries are left out.
 */
export function groupByDay(events: AgendaEvent[], range: DayRange): Map<string, AgendaEvent[]> {
  const byDay = new Map<string, AgendaEvent[]>()
  for (const event of events) {
    for (const day of eventDaysIn(event, range)) {
      const list = byDay.get(day)
      if (list) list.push(event)
      else byDay.set(day, [event])
    }
  }
  return byDay
}

function rowsByArrival(events: AgendaEvent[]): FeedRow[] {
  const rows: FeedRow[] = []
  let currentDay = ''
  for (const event of events) {
    const day = toBerlinDay(event.dateUpdated)
    if (day !== currentDay) {
      currentDay = day
      rows.push({ kind: 'day', day, grouping: 'dateUpdated', key: `day-${day}` })
    }
    rows.push({ kind: 'event', event, day: null, key: event.id })
  }
  return rows
}

interface FeedRowsOptions {
  sort: SearchSort
  range: DayRange
  /** Whether every page of the range has arrived. */
  complete: boolean
}

export function toFeedRows(events: AgendaEvent[], options: FeedRowsOptions): FeedRow[] {
  const { sort, range, complete } = options
  if (sort === 'dateUpdated') return rowsByArrival(events)
  // While pages are missing, days after the last loaded start would show only the entries that
  // run into them; they wait for their own entries.
  const lastStart = events.at(-1)?.startTime
  const lastDay = complete || !lastStart ? range.to : toBerlinDay(lastStart)
  const to = lastDay < range.from ? range.from : lastDay < range.to ? lastDay : range.to
  const byDay = groupByDay(events, { from: range.from, to })
  const rows: FeedRow[] = []
  for (const day of [...byDay.keys()].sort()) {
    rows.push({ kind: 'day', day, grouping: sort, key: `day-${day}` })
    for (const event of byDay.get(day) ?? []) {
      rows.push({ kind: 'event', event, day, key: `${event.id}@${day}` })
    }
  }
  return rows
}
