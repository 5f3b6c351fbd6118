import { describe, expect, it } from 'vitest'
import { cacheKeysFor } from './search-cache-keys'

const SEARCH_URL = 'https://agenda.test/events/api/v1/events/search'

const search = (body: Record<string, unknown>) =>
  new Request(SEARCH_URL, { method: 'POST', body: JSON.stringify(body) })

const today = { from: '2026-11-21T00:00:00+01:00', to: '2026-11-22T00:00:00+01:00' }
const tomorrow = { from: '2026-11-22T00:00:00+01:00', to: '2026-11-23T00:00:00+01:00' }
const topOnly = { filterRules: [{ type: 'FILTER_IS_TOP', values: ['true'] }], sort: 'startTime' }

describe('cache keys of an agenda search', () => {
  it('are GET-able URLs on the search path that leave the request body readable', async () => {
    const request = search({ ...topOnly, ...today })
    const keys = await cacheKeysFor(request)
    for (const key of keys)
      expect(key).toMatch(/^https:\/\/agenda\.test\/events\/api\/v1\/events\/search\?/)
    expect(await request.text()).toContain('FILTER_IS_TOP')
  })

  it('tell different date windows apart but share a key for the same filters', async () => {
    const [todayExact, todayFilters] = await cacheKeysFor(search({ ...topOnly, ...today }))
    const [tomorrowExact, tomorrowFilters] = await cacheKeysFor(search({ ...topOnly, ...tomorrow }))
    expect(todayExact).not.toBe(tomorrowExact)
    expect(todayFilters).toBe(tomorrowFilters)
  })

  it('keep different filters apart', async () => {
    const [, topFilters] = await cacheKeysFor(search({ ...topOnly, ...today }))
    const [, allFilters] = await cacheKeysFor(
      search({ filterRules: [], sort: 'startTime', ...today }),
    )
    expect(topFilters).not.toBe(allFilters)
  })

  it('give a follow-up page only its exact key, so it never stands in for the first page', async () => {
    const keys = await cacheKeysFor(search({ ...topOnly, ...today, cursor: 'abc' }))
    expect(keys).toHaveLength(1)
  })
})

describe('cache keys of a day summary', () => {
  it('are only its exact key, so another month never stands in for it', async () => {
    const summary = new Request('https://agenda.test/events/api/v1/events/day-summary', {
      method: 'POST',
      body: JSON.stringify({ ...topOnly, ...today, perDay: 3 }),
    })
    const keys = await cacheKeysFor(summary, false)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/\/events\/day-summary\?query=/)
  })
})
