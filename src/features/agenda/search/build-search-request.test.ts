import { describe, expect, it } from 'vitest'
import type { DayRange } from '@domain/berlin-time'
import type { SearchSort } from '@domain/events-api'
import { buildSearchRequest } from './build-search-request'

const top = { type: 'FILTER_IS_TOP' as const, values: ['true'] }
const unfiltered = (range: DayRange, sort: SearchSort = 'startTime') =>
  buildSearchRequest({ filterRules: [], searchText: '', sort }, range)

describe('search request', () => {
  it('adds the search text as full-text rules after the filters', () => {
    const request = buildSearchRequest(
      { filterRules: [top], searchText: 'Silvester NICHT Feuerwerk', sort: 'startTime' },
      { from: '2026-12-31', to: '2026-12-31' },
    )
    expect(request.filterRules).toEqual([
      top,
      { type: 'FILTER_FULLTEXT', values: ['Silvester'] },
      { type: 'FILTER_FULLTEXT', values: ['Feuerwerk'], exclude: true },
    ])
  })

  it('asks for the whole Berlin days of the range', () => {
    const request = unfiltered({ from: '2026-11-21', to: '2026-11-27' })
    expect(request.from).toBe('2026-11-21T00:00:00.000+01:00')
    expect(request.to).toBe('2026-11-28T00:00:00.000+01:00')
    expect(request.order).toBe('asc')
  })

  it('gives each bound the offset Berlin has on that day', () => {
    expect(unfiltered({ from: '2026-03-29', to: '2026-03-29' })).toMatchObject({
      from: '2026-03-29T00:00:00.000+01:00',
      to: '2026-03-30T00:00:00.000+02:00',
    })
    expect(unfiltered({ from: '2026-07-02', to: '2026-07-02' }).from).toBe(
      '2026-07-02T00:00:00.000+02:00',
    )
  })

  it('lists the newest arrivals first when sorted by Eingang', () => {
    const request = unfiltered({ from: '2026-11-21', to: '2026-11-21' }, 'dateUpdated')
    expect(request).toMatchObject({ sort: 'dateUpdated', order: 'desc' })
  })
})
