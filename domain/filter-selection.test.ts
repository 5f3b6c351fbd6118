import { describe, expect, it } from 'vitest'
import { TOP_FILTER } from './filter-rules'
import { filtersOfRules, rulesOfFilters } from './filter-selection'

describe('filter rules and the feed filters', () => {
  it('saves the search text as full-text rules beside the filter rules', () => {
    const rules = rulesOfFilters({ filterRules: [TOP_FILTER], searchText: 'Landtag -Sport' })
    expect(rules).toEqual([
      TOP_FILTER,
      { type: 'FILTER_FULLTEXT', values: ['Landtag'] },
      { type: 'FILTER_FULLTEXT', values: ['Sport'], exclude: true },
    ])
  })

  it('gives back the search text and filters of a chosen search, keeping the sort', () => {
    const filters = filtersOfRules(
      [
        { type: 'FILTER_RESSORT', values: ['sport'] },
        { type: 'FILTER_FULLTEXT', values: ['Bundesliga', 'DFB'] },
      ],
      { filterRules: [TOP_FILTER], searchText: 'alt', sort: 'dateUpdated' },
    )
    expect(filters).toEqual({
      filterRules: [{ type: 'FILTER_RESSORT', values: ['sport'] }],
      searchText: 'Bundesliga ODER DFB',
      sort: 'dateUpdated',
    })
  })
})
