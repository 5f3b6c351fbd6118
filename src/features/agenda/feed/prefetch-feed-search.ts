// The first search of a start, sent before the feed has rendered (docs/architecture.md#start-up):
// the start calls this while it loads the page's code, with the address it opens on. The feed
// then finds its first page (lists) or its day summary (Monat, 7-Tage) under way in the query
// client instead of asking only once painted.
import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { berlinToday } from '@domain/berlin-time'
import { filtersOfRules, rulesOfFilters } from '@domain/filter-selection'
import {
  FILTER_ID_PARAM,
  FILTER_PARAM,
  SEARCH_TEXT_PARAM,
  rulesOfSearchLink,
  writeSearchLink,
} from '@domain/search-link'
import { rememberStartRequest } from '@/lib/http/early-request'
import { filtersAtom, restoreFiltersAtom } from '@/stores/feed-filters'
import { daySummaryQuery, daySummarySent } from '../api/get-day-summary'
import { eventSearchQuery, firstListPageSent } from '../api/search-events'
import { rangeFromSearchParams } from '../calendar/date-range'
import { daySummaryRequest, isCalendarViewMode } from '../calendar/day-summary-request'
import { buildSearchRequest } from '../search/build-search-request'
import { toClassicViewMode } from './view-modes'

/** The views of the classic feed. */
const FEED_PATH = /^\/events\/(standard|list|preview|monthly)\/?$/

/**
 * Starts the feed's first search in `client` for `path` and `search` (the address under the app's
 * base), as the feed would send it: the address's own search if it brings one, else the restored
 * filters; for Monat and 7-Tage the day summary of the range. Does nothing for other pages, and
 * for a saved search's link, whose rules arrive later.
 */
export async function prefetchFeedSearch(
  client: QueryClient,
  path: string,
  search: string,
): Promise<void> {
  const name = FEED_PATH.exec(path)?.[1]
  const params = new URLSearchParams(search)
  const linked = rulesOfSearchLink(params.get(SEARCH_TEXT_PARAM), params.getAll(FILTER_PARAM))
  if (name === undefined || (!linked && params.has(FILTER_ID_PARAM))) return
  const store = getDefaultStore()
  await store.set(restoreFiltersAtom)
  const restored = store.get(filtersAtom)
  const filters = linked ? filtersOfRules(linked, restored) : restored
  const mode = toClassicViewMode(name)
  const request = buildSearchRequest(filters, rangeFromSearchParams(mode, params, berlinToday()))
  // The next start at this address sends it before the app has loaded; this start's request
  // takes that answer if it is the same (src/lib/http/early-request.ts).
  const address = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}${search}`
  if (isCalendarViewMode(mode)) {
    // Their code too, which the feed would otherwise ask for only once it has rendered: a
    // failure here is not shown, the view asks again when it renders.
    void import('../calendar/calendar-results').catch(() => undefined)
    if (mode === 'monthly') void import('../calendar/month-view').catch(() => undefined)
    else void import('../calendar/preview-view').catch(() => undefined)
    const summary = daySummaryRequest(request, mode)
    rememberStartRequest({ address, ...daySummarySent(summary) })
    await client.prefetchQuery(daySummaryQuery(summary))
  } else {
    rememberStartRequest({ address, ...firstListPageSent(request) })
    await client.prefetchInfiniteQuery(eventSearchQuery(request, false))
  }
}

/**
 * The search part of the address the feed at `path` would write once mounted
 * (use-search-link.ts), or null where it would write none: an address without a search, and not a
 * saved search's link, gets the rules of the restored filters. The start writes it before the
 * router reads the address; written by the feed, it was a navigation that rendered every route
 * again while the first entries were being drawn.
 */
export async function startSearchLink(path: string, search: string): Promise<string | null> {
  const params = new URLSearchParams(search)
  const carriesSearch = [SEARCH_TEXT_PARAM, FILTER_PARAM, FILTER_ID_PARAM].some((name) =>
    params.has(name),
  )
  if (!FEED_PATH.test(path) || carriesSearch) return null
  const store = getDefaultStore()
  await store.set(restoreFiltersAtom)
  writeSearchLink(params, rulesOfFilters(store.get(filtersAtom)))
  return `?${params.toString()}`
}
