import { describe, expect, it } from 'vitest'
import { TOP_FILTER, type FilterRule } from './filter-rules'
import { rulesOfSearchLink, searchLinkParams, writeSearchLink } from './search-link'

const roundTrip = (rules: FilterRule[]) => {
  const params = searchLinkParams(rules)
  const get = (name: string) => params.filter(([key]) => key === name).map(([, value]) => value)
  return rulesOfSearchLink(get('q')[0] ?? null, get('filter'))
}

describe('a search in the address', () => {
  it('writes the query as q and each other rule as one filter value', () => {
    expect(
      searchLinkParams([
        TOP_FILTER,
        { type: 'FILTER_RESSORT', values: ['politik', 'wirtschaft'] },
        { type: 'FILTER_KIND', values: ['topic'], exclude: true },
        { type: 'FILTER_FULLTEXT', values: ['Landtag'] },
        { type: 'FILTER_FULLTEXT', values: ['Sport'], exclude: true },
      ]),
    ).toEqual([
      ['q', 'Landtag -Sport'],
      ['filter', 'top:true'],
      ['filter', 'ressort:politik,wirtschaft'],
      ['filter', '-art:topic'],
    ])
  })

  it('gives back the rules a saved search would store, full text last', () => {
    const rules: FilterRule[] = [
      { type: 'FILTER_REGIONAL_SERVICE', values: ['hes'] },
      { type: 'FILTER_GENRE', values: ['a,b', '100%'], exclude: true },
      { type: 'FILTER_FULLTEXT', values: ['"Tag der Deutschen Einheit"', 'Klima*'] },
    ]
    expect(roundTrip(rules)).toEqual(rules)
  })

  it('says "no search, no filters" with an empty q, and nothing without q or filter', () => {
    expect(searchLinkParams([])).toEqual([['q', '']])
    expect(roundTrip([])).toEqual([])
    expect(rulesOfSearchLink(null, [])).toBeNull()
  })

  it('leaves out what it cannot read', () => {
    expect(
      rulesOfSearchLink('Wahl', ['farbe:rot', 'ressort', 'ressort:', 'genre:%E0', 'land:by']),
    ).toEqual([
      { type: 'FILTER_FEDERAL_STATE', values: ['by'] },
      { type: 'FILTER_FULLTEXT', values: ['Wahl'] },
    ])
  })

  it('replaces the search in an address and keeps every other parameter', () => {
    const params = new URLSearchParams('q=Sport&filterId=abc&filter=top%3Atrue&from=2026-12-01')
    writeSearchLink(params, [TOP_FILTER, { type: 'FILTER_FULLTEXT', values: ['Landtag'] }])
    expect(params.toString()).toBe('filterId=abc&from=2026-12-01&q=Landtag&filter=top%3Atrue')
  })
})
