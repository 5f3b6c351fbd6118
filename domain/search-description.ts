// A search in German words, for the header of a printed or exported agenda (issue 16): its query
// and filters as a saved search names them, then the days it covers, written the German way
// („24.–30. November 2026“, „30. Dezember 2026 – 2. Januar 2027“).
import type { EventSearchRequest } from './events-api'
import { formatDayHeading, formatDaySpan, toBerlinDay, type DayRange } from './berlin-time'
import type { FilterRule } from './filter-rules'
import { describeSearch as describeRules } from './labels/filter-rule-labels'

/** The window of a search: from `from` up to, not including, `to`. */
export type SearchWindow = Pick<EventSearchRequest, 'from' | 'to'>

/** The Berlin days a window touches. The end is exclusive: up to midnight ends the day before. */
export function windowDays({ from, to }: SearchWindow): DayRange {
  const start = Date.parse(from)
  return { from: toBerlinDay(start), to: toBerlinDay(Math.max(Date.parse(to) - 1, start)) }
}

/** One day as its heading, several as a span: „Dienstag, 24. November 2026“, „24.–30. November 2026“. */
export function describeDays({ from, to }: DayRange): string {
  return from === to ? formatDayHeading(from) : formatDaySpan(from, to)
}

/** „„Landtag“ · ohne Ressort: Sport · 24.–30. November 2026“; without rules just the days. */
export function describeSearch(rules: readonly FilterRule[], window: SearchWindow): string {
  return [describeRules(rules), describeDays(windowDays(window))].filter(Boolean).join(' · ')
}
