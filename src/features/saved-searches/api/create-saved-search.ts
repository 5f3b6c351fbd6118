// POST /filters/api/v1/filters: saves a search. Through the outbox, so one made offline waits on
// the device and reaches the server exactly once.
import type { SavedSearchResource } from '@domain/saved-search-resource'
import { sendOrQueue } from '@/offline/outbox'
import type { SavedSearchCreateBody } from '../pending-writes'
import { toSavedSearch, FILTERS_URL } from '../saved-search'
import { SavedSearchWriteError } from '../saved-search-write-error'
import { useSavedSearchWrite } from '../use-saved-search-write'

/** The new search's id, or null while it waits in the outbox for a connection. */
export async function createSavedSearch(body: SavedSearchCreateBody): Promise<string | null> {
  const result = await sendOrQueue({
    method: 'POST',
    url: FILTERS_URL,
    body,
    description: `Suche „${body.name}“ speichern`,
  })
  if (result.status === 'dropped') {
    throw new SavedSearchWriteError('Die Suche wurde vom Server abgelehnt.')
  }
  return result.status === 'sent' ? toSavedSearch(result.body as SavedSearchResource).id : null
}

export const useCreateSavedSearch = () =>
  useSavedSearchWrite(createSavedSearch, 'Die Suche konnte nicht gespeichert werden.')
