// GET /filters/api/v1/filters?sort=order&size=1000 (docs/product.md#saved-searches): the user's
// saved searches. Each answer is mirrored on the device; without a network the mirror stands in.
// Writes still waiting in the outbox are laid over either, so the list shows what the user did.
import { useCallback, useEffect, useRef } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import { readOf } from '@/lib/query/use-read'
import { PAGE_SIZE_MAX } from '@domain/saved-search-limits'
import type { SavedSearchCollection } from '@domain/saved-search-resource'
import { localData, type OutboxEntry } from '@/offline/local-data'
import { pendingWritesCountAtom } from '@/offline/outbox'
import { whenNoReplayRuns } from '@/offline/replay-lock'
import { withPendingWrites } from '../pending-writes'
import { FILTERS_URL, toSavedSearch, type SavedSearch } from '../saved-search'

async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const answer = await httpClient.get<SavedSearchCollection>(FILTERS_URL, {
    params: { sort: 'order', size: PAGE_SIZE_MAX },
    signal,
  })
  return (answer._embedded?.filters ?? []).map(toSavedSearch)
}

interface SavedSearchList {
  searches: SavedSearch[]
  fromDevice: boolean
}

export type SavedSearchesState =
  | { status: 'loading' }
  | ({ status: 'ready' } & SavedSearchList)
  | { status: 'error'; message: string }

async function loadServerList(signal: AbortSignal): Promise<SavedSearchList> {
  try {
    const searches = await getSavedSearches(signal)
    await localData.setSavedSearches(searches.map(({ pending: _pending, ...search }) => search))
    return { searches, fromDevice: false }
  } catch (error) {
    // Only a missing answer falls back to the device; a refusal is shown as what it is.
    const missing = error instanceof HttpError && error.status === null && !signal.aborted
    if (!missing) throw error
    const stored = await localData.getSavedSearches()
    const searches = stored.map(({ notify, ...search }) => ({
      ...search,
      alerts: search.alerts ?? { inApp: notify ?? false, mail: 'off', push: false },
    }))
    return { searches, fromDevice: true }
  }
}

/** The waiting writes once no replay is sending one: a write being sent may be on the server. */
async function unsentWrites(): Promise<OutboxEntry[]> {
  await whenNoReplayRuns()
  return localData.outbox.list()
}

const MAX_LOADS = 3

async function loadSavedSearches(signal: AbortSignal): Promise<SavedSearchList> {
  for (let load = 1; ; load++) {
    const before = await unsentWrites()
    const list = await loadServerList(signal)
    const pending = await unsentWrites()
    // A write sent meanwhile may or may not be in the list: ask again rather than show it twice
    // (its create still in the outbox) or not at all.
    const sentMeanwhile = before.some((entry) => !pending.some((still) => still.id === entry.id))
    if (!sentMeanwhile || load === MAX_LOADS) {
      return { ...list, searches: withPendingWrites(list.searches, pending) }
    }
  }
}

const savedSearchesQuery = queryOptions({
  queryKey: ['saved-searches'],
  queryFn: ({ signal }) => loadSavedSearches(signal),
})

/** Reloads the list (after a write, whatever its outcome); of overlapping loads the latest wins. */
export function useReloadSavedSearches() {
  const client = useQueryClient()
  return useCallback(async () => {
    // A load under way may have read the outbox before this write: start over, do not join it.
    await client.cancelQueries({ queryKey: savedSearchesQuery.queryKey })
    await client.invalidateQueries({ queryKey: savedSearchesQuery.queryKey })
  }, [client])
}

/** Shows the list as written locally before the server has answered (a move by drag). */
export function useShowSavedSearches() {
  const client = useQueryClient()
  return useCallback(
    (searches: SavedSearch[]) => {
      // A load already under way would bring back the order from before the move.
      void client.cancelQueries({ queryKey: savedSearchesQuery.queryKey })
      client.setQueryData(savedSearchesQuery.queryKey, (list) => list && { ...list, searches })
    },
    [client],
  )
}

/** The list for the signed-in user, reloaded whenever the outbox sends or queues a write. */
export function useSavedSearches(): SavedSearchesState {
  const signedIn = useAtomValue(authStateAtom).status === 'authenticated'
  const pendingWrites = useAtomValue(pendingWritesCountAtom)
  const reload = useReloadSavedSearches()
  const query = useQuery({ ...savedSearchesQuery, enabled: signedIn })
  const seenPendingWrites = useRef(pendingWrites)
  useEffect(() => {
    if (seenPendingWrites.current === pendingWrites) return
    seenPendingWrites.current = pendingWrites
    void reload()
  }, [pendingWrites, reload])
  const load = readOf(query, 'Unbekannter Fehler.')
  return load.status === 'ready' ? { status: 'ready', ...load.data } : load
}
