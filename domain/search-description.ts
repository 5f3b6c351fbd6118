// A search in German words, for the header of a printed or exported agenda (issue 16): its query
// and filters as a saved search names them, then the days it covers, written the German way
// („24.–30. November 2026“, „30. Dezember 2026 – 2. Januar 2027“).
import type { EventSearchRequest } from './events-api'
import { formatDayHeading, formatDaySpan, toBerlinDay } from './berlin-time'
import type { FilterRule } from './filter-rules'
import { describeSearch as describeRules } from './labels/filter-rule-labels'

/** The window of a search: from `from` up to, not including, `to`. */
export type SearchWindow = Pick<EventSearchRequest, 'from' | 'to'>

/** The Berlin days a window covers: one day as its heading, several as a span. */
export function describeWindow({ from, to }: SearchWindow): string {
  const first = toBerlinDay(from)
  // The end is exclusive: a window up to midnight ends on the day before.
  const last = toBerlinDay(Math.max(Date.parse(to) - 1, Date.parse(from)))
  return first === last ? formatDayHeading(first) : formatDaySpan(first, last)
}

/** „„Landtag“ · ohne Ressort: Sport · 24.–30. November 2026“; without rules just the days. */
export function describeSearch(rules: readonly FilterRule[], window: SearchWindow): string {
  return [describeRules(rules), describeWindow(window)].filter(Boolean).join(' · ')
}
