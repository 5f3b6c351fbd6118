// GET /filters/api/v1/filters?sort=order&size=1000 (SPEC §7, §9): the user's saved searches. Each
// answer is mirrored on the device; without a network the mirror stands in. Writes still waiting
// in the outbox are laid over either, so the list shows what the user did.
import { useEffect } from 'react'
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import type { SavedSearchCollection } from '@domain/saved-search-resource'
import { localData } from '@/offline/local-data'
import { pendingWritesCountAtom } from '@/offline/outbox'
import { withPendingWrites } from '../pending-writes'
import { FILTERS_URL, toSavedSearch, type SavedSearch } from '../saved-search'

const PAGE_SIZE = 1000

export async function getSavedSearches(): Promise<SavedSearch[]> {
  const answer = await httpClient.get<SavedSearchCollection>(FILTERS_URL, {
    params: { sort: 'order', size: PAGE_SIZE },
  })
  return (answer._embedded?.filters ?? []).map(toSavedSearch)
}

export type SavedSearchesState =
  | { status: 'loading' }
  | { status: 'ready'; searches: SavedSearch[]; fromDevice: boolean }
  | { status: 'error'; message: string }

async function loadSavedSearches(): Promise<SavedSearchesState> {
  let searches: SavedSearch[]
  let fromDevice = false
  try {
    searches = await getSavedSearches()
    await localData.setSavedSearches(searches.map(({ pending: _pending, ...search }) => search))
  } catch (error) {
    // Only a missing answer falls back to the device; a refusal is shown as what it is.
    if (!(error instanceof HttpError) || error.status !== null) {
      const message = error instanceof HttpError ? error.userMessage : 'Unbekannter Fehler.'
      return { status: 'error', message }
    }
    const stored = await localData.getSavedSearches()
    searches = stored.map((search) => ({ ...search, notify: search.notify ?? false }))
    fromDevice = true
  }
  const pending = await localData.outbox.list()
  return { status: 'ready', searches: withPendingWrites(searches, pending), fromDevice }
}

export const savedSearchesStateAtom = atom<SavedSearchesState>({ status: 'loading' })

let latestLoad = 0

/** Reloads the list; of overlapping loads the latest started wins. */
export const reloadSavedSearchesAtom = atom(null, async (_get, set) => {
  const load = ++latestLoad
  const state = await loadSavedSearches()
  if (load === latestLoad) set(savedSearchesStateAtom, state)
})

/** Shows the list as written locally before the server has answered (a move by drag). */
export const showSavedSearchesAtom = atom(null, (get, set, searches: SavedSearch[]) => {
  const state = get(savedSearchesStateAtom)
  if (state.status === 'ready') set(savedSearchesStateAtom, { ...state, searches })
})

/** The list for the signed-in user, reloaded whenever the outbox sends or queues a write. */
export function useSavedSearches(): SavedSearchesState {
  const signedIn = useAtomValue(authStateAtom).status === 'authenticated'
  const pendingWrites = useAtomValue(pendingWritesCountAtom)
  const reload = useSetAtom(reloadSavedSearchesAtom)
  useEffect(() => {
    if (signedIn) void reload()
  }, [signedIn, pendingWrites, reload])
  return useAtomValue(savedSearchesStateAtom)
}
