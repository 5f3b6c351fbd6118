// What the agenda shows: the filter rules, the search text and the sort order, shared by the
// classic and the zen feed. Every change is written through to the device (localData) so the
// next start restores it; until restored, the default set (top entries only) applies.
import { atom } from 'jotai'
import { MATERIAL_TYPES, TOP_FILTER, type FilterRule } from '@domain/filter-rules'
import type { SearchSort } from '@domain/events-api'
import { localData, type StoredFilters } from '@/offline/local-data'

/** The default filter set: top entries only (docs/product.md#filters). */
export const DEFAULT_FILTERS: StoredFilters = {
  filterRules: [TOP_FILTER],
  searchText: '',
  sort: 'startTime',
}

/** Choosing zen keeps the top filter and selects all five material types. */
export const ZEN_FILTERS: StoredFilters = {
  ...DEFAULT_FILTERS,
  filterRules: [TOP_FILTER, { type: 'FILTER_MATERIAL_TYPE', values: [...MATERIAL_TYPES] }],
}

const storedFiltersAtom = atom<StoredFilters>(DEFAULT_FILTERS)

/** True once the saved filters were read from the device (or found missing). */
export const filtersRestoredAtom = atom(false)

function persist(filters: StoredFilters): void {
  localData.setFilters(filters).catch((error: unknown) => {
    console.error('Error saving filters', error)
  })
}

/** The whole filter state; writing it stores it on the device. */
export const filtersAtom = atom(
  (get) => get(storedFiltersAtom),
  (_get, set, filters: StoredFilters) => {
    set(storedFiltersAtom, filters)
    persist(filters)
  },
)

export const filterRulesAtom = atom(
  (get) => get(storedFiltersAtom).filterRules,
  (get, set, filterRules: FilterRule[]) =>
    set(filtersAtom, { ...get(storedFiltersAtom), filterRules }),
)

/**
 * The search field's text. The address still names the search before it until the feed writes the
 * new one; a reload already under way reopens that older address (on a busy device the field's
 * delayed commit can land while the next page is still being fetched), so each commit notes it in
 * the tab for the next start (main.tsx, docs/product.md#filters-kept).
 */
export const searchTextAtom = atom(
  (get) => get(storedFiltersAtom).searchText,
  (get, set, searchText: string) => {
    localData.staleAddress.note(location.pathname + location.search)
    set(filtersAtom, { ...get(storedFiltersAtom), searchText })
  },
)

export const sortAtom = atom(
  (get) => get(storedFiltersAtom).sort,
  (get, set, sort: SearchSort) => set(filtersAtom, { ...get(storedFiltersAtom), sort }),
)

/** Clearing the search empties the text and resets the filters to top only. */
export const clearSearchAtom = atom(null, (_get, set) => set(filtersAtom, DEFAULT_FILTERS))

/** Resets the filters when the presentation changes (docs/product.md#presentation). */
export const resetFiltersForPresentationAtom = atom(null, (_get, set, isZen: boolean) =>
  set(filtersAtom, isZen ? ZEN_FILTERS : DEFAULT_FILTERS),
)

/** The read in progress, so the start and the feed asking at once share one. */
const restoringAtom = atom<Promise<void> | null>(null)

/** Reads the saved filters once at start; a user change made meanwhile wins. */
export const restoreFiltersAtom = atom(null, (get, set): Promise<void> => {
  if (get(filtersRestoredAtom)) return Promise.resolve()
  const pending = get(restoringAtom)
  if (pending) return pending
  const before = get(storedFiltersAtom)
  const restoring = localData
    .getFilters()
    .catch((error: unknown) => {
      console.error('Error reading filters', error)
      return undefined
    })
    .then((saved) => {
      if (saved && get(storedFiltersAtom) === before) {
        set(storedFiltersAtom, { ...DEFAULT_FILTERS, ...saved })
      }
      set(filtersRestoredAtom, true)
    })
  set(restoringAtom, restoring)
  return restoring
})

/**
 * After the device forgot the user's data: back to the default set, without writing it (the
 * device keeps nothing of the user). A restore still running reads the emptied store first.
 */
export const forgetFiltersAtom = atom(null, async (_get, set) => {
  await set(restoreFiltersAtom)
  set(storedFiltersAtom, DEFAULT_FILTERS)
})
