// Turns what the reader chose (filters, search text, sort) and the visible days into the body of
// POST /events/search: the search text becomes FILTER_FULLTEXT rules, the days a Berlin window.
import type { EventSearchRequest } from '@domain/events-api'
import { parseSearchQuery } from '@domain/search-syntax'
import type { StoredFilters } from '@/offline/local-data'
import { addDays, berlinDayStart, type DayRange } from './date-range'

export function buildSearchRequest(filters: StoredFilters, range: DayRange): EventSearchRequest {
  return {
    filterRules: [
      ...filters.filterRules.filter((rule) => rule.type !== 'FILTER_FULLTEXT'),
      ...parseSearchQuery(filters.searchText),
    ],
    from: berlinDayStart(range.from),
    to: berlinDayStart(addDays(range.to, 1)),
    sort: filters.sort,
    // Newest arrivals first when sorting by Eingang; the day's order otherwise.
    order: filters.sort === 'dateUpdated' ? 'desc' : 'asc',
  }
}
