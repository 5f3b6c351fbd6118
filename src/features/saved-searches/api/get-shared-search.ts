// GET /filters/api/v1/filters/{id}: one saved search, the user's own or another user's public one
// (a shared link); the server adds who owns it.
import { useEffect, useState } from 'react'
import type { SavedSearchOwner, SharedSearchResource } from '@domain/saved-search-resource'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import { savedSearchUrl, toSavedSearch, type SavedSearch } from '../saved-search'

export interface SharedSearch {
  search: SavedSearch
  owner: SavedSearchOwner
}

export async function getSharedSearch(id: string, signal?: AbortSignal): Promise<SharedSearch> {
  const answer = await httpClient.get<SharedSearchResource>(savedSearchUrl(id), { signal })
  return { search: toSavedSearch(answer), owner: answer.owner }
}

export type SharedSearchLoad =
  | { status: 'loading' }
  | { status: 'ready'; shared: SharedSearch }
  | { status: 'error'; message: string }

/** Loads the search behind `id`; null skips loading (no id, or it is one of the user's own). */
export function useSharedSearch(id: string | null): SharedSearchLoad | null {
  const [answer, setAnswer] = useState<{ id: string; load: SharedSearchLoad } | null>(null)
  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    getSharedSearch(id, controller.signal).then(
      (shared) => setAnswer({ id, load: { status: 'ready', shared } }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const message =
          error instanceof HttpError && error.status === 404
            ? 'Diese gespeicherte Suche gibt es nicht oder sie ist nicht öffentlich.'
            : error instanceof HttpError
              ? error.userMessage
              : 'Die geteilte Suche konnte nicht geladen werden.'
        setAnswer({ id, load: { status: 'error', message } })
      },
    )
    return () => controller.abort()
  }, [id])
  if (id === null) return null
  return answer?.id === id ? answer.load : { status: 'loading' }
}
