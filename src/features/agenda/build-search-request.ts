// Turns what the reader chose (filters, search text, sort) and the visible days into the body of
// POST /events/search: the search text becomes FILTER_FULLTEXT rules, the days a Berlin window.
import { parseBerlinDay, toBerlinIso } from '@domain/berlin-time'
import type { EventSearchRequest } from '@domain/events-api'
import { parseSearchQuery } from '@domain/search-syntax'
import type { StoredFilters } from '@/offline/local-data'
import { addDays, type DayRange } from './date-range'

export function buildSearchRequest(filters: StoredFilters, range: DayRange): EventSearchRequest {
  return {
    filterRules: [
      ...filters.filterRules.filter((rule) => rule.type !== 'FILTER_FULLTEXT'),
      ...parseSearchQuery(filters.searchText),
    ],
    from: berlinMidnight(range.from),
    to: berlinMidnight(addDays(range.to, 1)),
    sort: filters.sort,
    // Newest arrivals first when sorting by Eingang; the day's order otherwise.
    order: filters.sort === 'dateUpdated' ? 'desc' : 'asc',
  }
}

/** The instant a Berlin day starts, ISO 8601 with offset: the window's bounds. */
function berlinMidnight(day: string): string {
  const start = parseBerlinDay(day)
  if (!start) throw new RangeError(`Not a calendar day: ${day}`)
  return toBerlinIso(start)
}
