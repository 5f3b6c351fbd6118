import { describe, expect, it } from 'vitest'
import { orderChanges } from './api/reorder-saved-searches'
import type { SavedSearch } from './saved-search'
import { moveSearches } from './move-searches'

const search = (id: string, order: number): SavedSearch => ({
  id,
  name: id,
  filterRules: [],
  isPublic: false,
  order,
  alerts: { inApp: false, mail: 'off', push: false },
})
const ids = (searches: SavedSearch[]) => searches.map((item) => item.id)

describe('reordering saved searches', () => {
  const list = [search('a', 0), search('b', 1), search('c', 2), search('d', 3)]

  it('moves a search before or after another', () => {
    expect(ids(moveSearches(list, new Set(['d']), 'b', 'before'))).toEqual(['a', 'd', 'b', 'c'])
    expect(ids(moveSearches(list, new Set(['a']), 'c', 'after'))).toEqual(['b', 'c', 'a', 'd'])
  })

  it('changes the order only of the searches whose place changed', () => {
    const moved = moveSearches(list, new Set(['c']), 'b', 'before')
    expect(orderChanges(moved)).toEqual([
      { id: 'c', order: 1 },
      { id: 'b', order: 2 },
    ])
  })

  it('numbers gapped orders afresh', () => {
    expect(orderChanges([search('x', 3), search('y', 10)])).toEqual([
      { id: 'x', order: 0 },
      { id: 'y', order: 1 },
    ])
  })
})
