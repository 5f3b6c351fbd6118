// PATCH /filters/api/v1/filters/{id}: renames a search or changes its rules, flags or place.
// Through the outbox; a search still waiting to be created gets the change in that create.
import { sendOrQueue } from '@/offline/outbox'
import { editPendingCreate } from '../pending-create-edits'
import { isPendingId, type SavedSearchPatchBody } from '../pending-writes'
import { savedSearchUrl } from '../saved-search'
import { SavedSearchWriteError } from '../saved-search-write-error'
import { useSavedSearchWrite } from '../use-saved-search-write'

export async function updateSavedSearch(
  id: string,
  patch: SavedSearchPatchBody,
  description: string,
): Promise<void> {
  if (isPendingId(id)) return editPendingCreate(id, (body) => ({ ...body, ...patch }))
  const result = await sendOrQueue({
    method: 'PATCH',
    url: savedSearchUrl(id),
    body: patch,
    description,
  })
  if (result.status === 'dropped') {
    throw new SavedSearchWriteError('Die Änderung wurde vom Server abgelehnt.')
  }
}

export const useUpdateSavedSearch = () =>
  useSavedSearchWrite(updateSavedSearch, 'Die Suche konnte nicht geändert werden.')
