// GET /filters/api/v1/filters/{id}: one saved search, the user's own or another user's public one
// (a shared link); the server adds who owns it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SavedSearchOwner, SharedSearchResource } from '@domain/saved-search-resource'
import { httpClient } from '@/lib/http/http-client'
import { readOf, type Read } from '@/lib/query/use-read'
import { savedSearchUrl, toSavedSearch, type SavedSearch } from '../saved-search'

export interface SharedSearch {
  search: SavedSearch
  owner: SavedSearchOwner
}

async function getSharedSearch(id: string, signal?: AbortSignal): Promise<SharedSearch> {
  const answer = await httpClient.get<SharedSearchResource>(savedSearchUrl(id), { signal })
  return { search: toSavedSearch(answer), owner: answer.owner }
}

const sharedSearchQuery = (id: string) =>
  queryOptions({
    queryKey: ['shared-search', id],
    queryFn: ({ signal }) => getSharedSearch(id, signal),
  })

export type SharedSearchLoad = Read<SharedSearch>

/** Loads the search behind `id`; null skips loading (no id, or it is one of the user's own). */
export function useSharedSearch(id: string | null): SharedSearchLoad | null {
  const query = useQuery({ ...sharedSearchQuery(id ?? ''), enabled: id !== null })
  if (id === null) return null
  const load = readOf(query, 'Die geteilte Suche konnte nicht geladen werden.')
  return load.status === 'error' && load.notFound
    ? { ...load, message: 'Diese gespeicherte Suche gibt es nicht oder sie ist nicht öffentlich.' }
    : load
}
