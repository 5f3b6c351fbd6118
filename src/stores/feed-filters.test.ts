import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'
import type { StoredFilters } from '@/offline/local-data'

const device = vi.hoisted(() => ({ saved: undefined as StoredFilters | undefined, reads: 0 }))
vi.mock('@/offline/local-data', () => ({
  localData: {
    getFilters: () => {
      device.reads += 1
      return Promise.resolve(device.saved)
    },
    setFilters: (filters: StoredFilters) => {
      device.saved = filters
      return Promise.resolve()
    },
    // What the search text notes for a reload (search-field.test.tsx) is not this file's concern.
    staleAddress: { note: () => undefined },
  },
}))

const {
  clearSearchAtom,
  filterRulesAtom,
  filtersAtom,
  resetFiltersForPresentationAtom,
  restoreFiltersAtom,
  searchTextAtom,
  sortAtom,
} = await import('./feed-filters')

const ressortRule = { type: 'FILTER_RESSORT' as const, values: ['politik'] }

describe('filter store', () => {
  beforeEach(() => {
    device.saved = undefined
  })

  it('starts with the top-entries filter only', () => {
    const store = createStore()
    expect(store.get(filterRulesAtom)).toEqual([{ type: 'FILTER_IS_TOP', values: ['true'] }])
    expect(store.get(searchTextAtom)).toBe('')
    expect(store.get(sortAtom)).toBe('startTime')
  })

  it('writes every change through to the device', () => {
    const store = createStore()
    store.set(searchTextAtom, 'Bundestag')
    store.set(sortAtom, 'dateUpdated')
    expect(device.saved).toMatchObject({ searchText: 'Bundestag', sort: 'dateUpdated' })
  })

  it('restores what the device saved', async () => {
    device.saved = { filterRules: [ressortRule], searchText: 'Wahl', sort: 'dateUpdated' }
    const store = createStore()
    await store.set(restoreFiltersAtom)
    expect(store.get(filtersAtom)).toEqual(device.saved)
  })

  it('reads the device once when the start and the feed ask at the same time', async () => {
    device.saved = { filterRules: [ressortRule], searchText: 'Wahl', sort: 'startTime' }
    device.reads = 0
    const store = createStore()
    await Promise.all([store.set(restoreFiltersAtom), store.set(restoreFiltersAtom)])
    await store.set(restoreFiltersAtom)
    expect(device.reads).toBe(1)
    expect(store.get(filtersAtom)).toEqual(device.saved)
  })

  it('keeps a change the user made while the saved filters were loading', async () => {
    device.saved = { filterRules: [], searchText: 'alt', sort: 'startTime' }
    const store = createStore()
    const restoring = store.set(restoreFiltersAtom)
    store.set(searchTextAtom, 'neu')
    await restoring
    expect(store.get(searchTextAtom)).toBe('neu')
  })

  it('clearing the search empties the text and resets to top only', () => {
    const store = createStore()
    store.set(filterRulesAtom, [ressortRule])
    store.set(searchTextAtom, 'Hafen')
    store.set(clearSearchAtom)
    expect(store.get(searchTextAtom)).toBe('')
    expect(store.get(filterRulesAtom)).toEqual([{ type: 'FILTER_IS_TOP', values: ['true'] }])
  })

  it('choosing zen keeps the top filter and selects all five material types', () => {
    const store = createStore()
    store.set(filterRulesAtom, [ressortRule])
    store.set(resetFiltersForPresentationAtom, true)
    expect(store.get(filterRulesAtom)).toEqual([
      { type: 'FILTER_IS_TOP', values: ['true'] },
      { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'picture', 'graphic', 'audio', 'video'] },
    ])
  })

  it('choosing classic keeps only the top filter', () => {
    const store = createStore()
    store.set(resetFiltersForPresentationAtom, true)
    store.set(resetFiltersForPresentationAtom, false)
    expect(store.get(filterRulesAtom)).toEqual([{ type: 'FILTER_IS_TOP', values: ['true'] }])
  })
})
