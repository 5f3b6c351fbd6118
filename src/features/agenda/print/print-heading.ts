// The line a printed agenda opens with: what it holds, in words („Bundestag · 24.–30. November
// 2026“). Alone in this file so a fuller description of the search can take its place.
import { formatMonth, type DayRange } from '@domain/berlin-time'
import type { StoredFilters } from '@/offline/local-data'

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
})

// Noon UTC falls on the same calendar day in Berlin, summer or winter.
const dateOf = (day: string) => new Date(`${day}T12:00:00Z`)

interface PrintHeadingInput {
  range: DayRange
  /** Monat prints the month's name instead of its first and last day. */
  wholeMonth: boolean
  filters: Pick<StoredFilters, 'searchText'>
}

export function printHeading({ range, wholeMonth, filters }: PrintHeadingInput): string {
  const when = wholeMonth
    ? formatMonth(range.from)
    : dayFormat.formatRange(dateOf(range.from), dateOf(range.to))
  const words = filters.searchText.trim()
  return words ? `„${words}“ · ${when}` : when
}
