import { describe, expect, it } from 'vitest'
import { buildSearchRequest } from './build-search-request'

const top = { type: 'FILTER_IS_TOP' as const, values: ['true'] }

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
    const request = buildSearchRequest(
      { filterRules: [], searchText: '', sort: 'startTime' },
      { from: '2026-11-21', to: '2026-11-27' },
    )
    expect(request.from).toBe('2026-11-21T00:00:00.000+01:00')
    expect(request.to).toBe('2026-11-28T00:00:00.000+01:00')
    expect(request.order).toBe('asc')
  })

  it('lists the newest arrivals first when sorted by Eingang', () => {
    const request = buildSearchRequest(
      { filterRules: [], searchText: '', sort: 'dateUpdated' },
      { from: '2026-11-21', to: '2026-11-21' },
    )
    expect(request).toMatchObject({ sort: 'dateUpdated', order: 'desc' })
  })
})
