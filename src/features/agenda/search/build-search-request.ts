// Turns what the reader chose (filters, search text, sort) and the visible days into the body of
// POST /events/search: the search text becomes FILTER_FULLTEXT rules, the days a Berlin window.
import { berlinDaysWindow, type DayRange } from '@domain/berlin-time'
import type { EventSearchRequest } from '@domain/events-api'
import { rulesOfFilters } from '@domain/filter-selection'
import type { StoredFilters } from '@/offline/local-data'

export function buildSearchRequest(filters: StoredFilters, range: DayRange): EventSearchRequest {
  const window = berlinDaysWindow(range)
  if (!window) throw new RangeError(`Not a range of calendar days: ${range.from}–${range.to}`)
  return {
    filterRules: rulesOfFilters(filters),
    ...window,
    sort: filters.sort,
    // Newest arrivals first when sorting by Eingang; the day's order otherwise.
    order: filters.sort === 'dateUpdated' ? 'desc' : 'asc',
  }
}
