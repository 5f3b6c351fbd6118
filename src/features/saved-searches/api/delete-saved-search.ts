// DELETE /filters/api/v1/filters/{id}. Through the outbox; a search still waiting to be created
// is simply never created.
import { sendOrQueue } from '@/offline/outbox'
import { editPendingCreate } from '../pending-create-edits'
import { isPendingId } from '../pending-writes'
import { savedSearchUrl, type SavedSearch } from '../saved-search'
import { SavedSearchWriteError } from '../saved-search-write-error'
import { useSavedSearchWrite } from '../use-saved-search-write'

export async function deleteSavedSearch(search: SavedSearch): Promise<void> {
  if (isPendingId(search.id)) return editPendingCreate(search.id, () => null)
  const result = await sendOrQueue({
    method: 'DELETE',
    url: savedSearchUrl(search.id),
    description: `Suche „${search.name}“ löschen`,
  })
  // Already gone (404) is what the user wanted; the outbox reports it as dropped.
  if (result.status === 'dropped') {
    throw new SavedSearchWriteError('Die Suche konnte nicht gelöscht werden.')
  }
}

export const useDeleteSavedSearch = () =>
  useSavedSearchWrite(deleteSavedSearch, 'Die Suche konnte nicht gelöscht werden.')
