// filterId in the URL (docs/product.md#saved-searches): choosing a saved search puts its id there
// and applies its rules; an id arriving by link or history selects the search (own, or another
// user's public one) and applies it once, so later edits of the filters are the reader's own.
// An address that carries the search itself (docs/product.md#search-links) keeps that search.
import { useCallback, useEffect } from 'react'
import { atom, useAtom } from 'jotai'
import { useSearchParams } from 'react-router-dom'
import { filtersOfRules } from '@domain/filter-selection'
import {
  FILTER_ID_PARAM,
  FILTER_PARAM,
  SEARCH_TEXT_PARAM,
  rulesOfSearchLink,
  writeSearchLink,
} from '@domain/search-link'
import { filtersAtom } from '@/stores/feed-filters'
import { currentSavedSearchAtom, type CurrentSavedSearch } from '@/stores/saved-searches'
import type { SavedSearchesState } from './api/get-saved-searches'
import { useSharedSearch, type SharedSearchLoad } from './api/get-shared-search'
import { isPendingId } from './pending-writes'
import type { SavedSearch } from './saved-search'

/** The filterId whose rules were applied last; kept outside components so a remount keeps it. */
const appliedFilterIdAtom = atom<string | null>(null)

function currentOf(
  own: SavedSearch | undefined,
  shared: SharedSearchLoad | null,
): CurrentSavedSearch | null {
  if (own) return { ...own, isOwn: true }
  if (shared?.status !== 'ready') return null
  return { ...shared.data.search, isOwn: shared.data.owner.isCurrentUser }
}

export function useFilterId(state: SavedSearchesState) {
  const [params, setParams] = useSearchParams()
  const filterId = params.get(FILTER_ID_PARAM)
  const carriesSearch =
    rulesOfSearchLink(params.get(SEARCH_TEXT_PARAM), params.getAll(FILTER_PARAM)) !== null
  const [applied, setApplied] = useAtom(appliedFilterIdAtom)
  const [filters, setFilters] = useAtom(filtersAtom)
  const [current, setCurrent] = useAtom(currentSavedSearchAtom)

  const searches = state.status === 'ready' ? state.searches : []
  const own = searches.find((search) => search.id === filterId)
  // Not among the user's own: ask the server, unless the list came from the device (offline).
  const askServer =
    filterId !== null &&
    !isPendingId(filterId) &&
    state.status === 'ready' &&
    !own &&
    !state.fromDevice
  const shared = useSharedSearch(askServer ? filterId : null)
  const next = currentOf(own, shared)

  useEffect(() => {
    // `next` is rebuilt on every render; only a change of content is news for the readers.
    setCurrent((before) => (JSON.stringify(before) === JSON.stringify(next) ? before : next))
  }, [next, setCurrent])

  const apply = useCallback(
    (search: Pick<SavedSearch, 'id' | 'filterRules'>) => {
      setFilters(filtersOfRules(search.filterRules, filters))
      setApplied(search.id)
    },
    [filters, setFilters, setApplied],
  )

  useEffect(() => {
    if (filterId === null) setApplied(null)
    else if (next && next.id !== applied) {
      if (carriesSearch) setApplied(next.id)
      else apply(next)
    }
  }, [filterId, next, applied, apply, setApplied, carriesSearch])

  const choose = useCallback(
    (search: SavedSearch) => {
      // Only the address changes, the search and its filterId in one write; the feed then takes
      // the search from the address. Setting the filters here too would race that write
      // (domain/search-link.ts, writeSearchLink).
      setApplied(search.id)
      setParams((before) => {
        const after = new URLSearchParams(before)
        writeSearchLink(after, search.filterRules)
        // A search still waiting to be created has no id a link could carry.
        if (search.pending) after.delete(FILTER_ID_PARAM)
        else after.set(FILTER_ID_PARAM, search.id)
        return after
      })
    },
    [setApplied, setParams],
  )

  /** Selects a search whose rules the feed already shows (one just saved). */
  const select = useCallback(
    (id: string) => {
      setApplied(id)
      setParams((before) => {
        const after = new URLSearchParams(before)
        after.set(FILTER_ID_PARAM, id)
        return after
      })
    },
    [setApplied, setParams],
  )

  const clear = useCallback(() => {
    setParams((before) => {
      const after = new URLSearchParams(before)
      after.delete(FILTER_ID_PARAM)
      return after
    })
  }, [setParams])

  return { filterId, current, shared: own ? null : shared, choose, select, clear }
}
