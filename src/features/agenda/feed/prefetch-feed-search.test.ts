import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { berlinToday } from '@domain/berlin-time'
import type { EventSearchRequest } from '@domain/events-api'
import { rulesOfFilters } from '@domain/filter-selection'
import { writeSearchLink } from '@domain/search-link'
import { DEFAULT_FILTERS } from '@/stores/feed-filters'
import { daySummaryQuery } from '../api/get-day-summary'
import { eventSearchQuery } from '../api/search-events'
import { rangeFromSearchParams } from '../calendar/date-range'
import { daySummaryRequest, ENTRIES_PER_DAY } from '../calendar/day-summary-request'
import { buildSearchRequest } from '../search/build-search-request'
import { prefetchFeedSearch, startSearchLink } from './prefetch-feed-search'

let sent: EventSearchRequest[]
let sentAs: { url: string; body: string }[]
let client: QueryClient

beforeEach(() => {
  sent = []
  sentAs = []
  client = new QueryClient()
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as EventSearchRequest)
      sentAs.push({ url, body: String(init.body) })
      const answer = { items: [], total: 0, nextCursor: null, facets: null }
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

/** The request the feed itself builds for the Standard view with the default filters. */
const standardRequest = () =>
  buildSearchRequest(
    DEFAULT_FILTERS,
    rangeFromSearchParams('standard', new URLSearchParams(), berlinToday()),
  )

describe('prefetchFeedSearch', () => {
  it('sends the search the Standard view will ask for, under the key it reads', async () => {
    await prefetchFeedSearch(client, '/events/standard', '')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject(standardRequest())
    const key = eventSearchQuery(standardRequest(), false).queryKey
    expect(client.getQueryData(key)).toBeDefined()
  })

  it('takes the search the address brings', async () => {
    await prefetchFeedSearch(client, '/events/list', '?q=Landtag')
    expect(JSON.stringify(sent[0]?.filterRules)).toContain('Landtag')
  })

  it('asks Monat and 7-Tage for the day summary they will read, under its key', async () => {
    await prefetchFeedSearch(client, '/events/monthly', '?from=2026-12-01')
    const month = buildSearchRequest(
      DEFAULT_FILTERS,
      rangeFromSearchParams('monthly', new URLSearchParams('?from=2026-12-01'), berlinToday()),
    )
    const summary = daySummaryRequest(month, 'monthly')
    expect(sent).toEqual([summary])
    expect(client.getQueryData(daySummaryQuery(summary).queryKey)).toBeDefined()
    await prefetchFeedSearch(client, '/events/preview', '')
    expect(sent[1]).toMatchObject({ perDay: ENTRIES_PER_DAY.preview })
  })

  it('remembers the request exactly as sent, for the next start at this address', async () => {
    for (const [path, search] of [
      ['/events/standard', '?q=Landtag'],
      ['/events/monthly', '?from=2026-12-01'],
    ] as const) {
      await prefetchFeedSearch(client, path, search)
      expect(JSON.parse(localStorage.getItem('agenda-start-request') ?? '{}')).toEqual({
        address: `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}${search}`,
        ...sentAs.at(-1),
      })
    }
  })

  it('leaves other pages and saved-search links alone', async () => {
    await prefetchFeedSearch(client, '/settings', '')
    await prefetchFeedSearch(client, '/events/standard', '?filterId=abc')
    expect(sent).toHaveLength(0)
  })
})

describe('startSearchLink', () => {
  it('writes the restored filters into an address without a search, as the feed would', async () => {
    const expected = new URLSearchParams('?from=2026-12-01')
    writeSearchLink(expected, rulesOfFilters(DEFAULT_FILTERS))
    expect(await startSearchLink('/events/standard', '?from=2026-12-01')).toBe(`?${expected}`)
  })

  it('leaves an address with a search or a saved search’s link, and other pages, alone', async () => {
    expect(await startSearchLink('/events/list', '?q=Landtag')).toBeNull()
    expect(await startSearchLink('/events/list', '?filter=ressort:politik')).toBeNull()
    expect(await startSearchLink('/events/standard', '?filterId=abc')).toBeNull()
    expect(await startSearchLink('/settings', '')).toBeNull()
  })
})
