// The line a printed agenda opens with: its search and filters in words, then the days, as the
// PDF's header says them (domain/search-description.ts): „„Bundestag“ · ohne Ressort: Sport ·
// 24.–30. November 2026“.
import { formatMonth, type DayRange } from '@domain/berlin-time'
import type { FilterRule } from '@domain/filter-rules'
import { describeSearch } from '@domain/labels/filter-rule-labels'
import { describeDays } from '@domain/search-description'

interface PrintHeadingInput {
  range: DayRange
  /** Monat prints the month's name instead of its first and last day. */
  wholeMonth: boolean
  /** The view's search: its words (FILTER_FULLTEXT) and filters. */
  rules: readonly FilterRule[]
}

export function printHeading({ range, wholeMonth, rules }: PrintHeadingInput): string {
  const days = wholeMonth ? formatMonth(range.from) : describeDays(range)
  return [describeSearch(rules), days].filter(Boolean).join(' · ')
}
