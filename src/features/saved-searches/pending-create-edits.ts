// A rename, move or delete of a search whose create still waits in the outbox changes that
// waiting create instead of queueing a write for an id the server has not given out yet.
import { localData } from '@/offline/local-data'
import { announceOutboxChange } from '@/offline/outbox'
import { SavedSearchWriteError } from './saved-search-write-error'
import { isCreateEntry, pendingIdOf, type SavedSearchCreateBody } from './pending-writes'

/** `change` returns the new body, or null to drop the create (a delete). */
export async function editPendingCreate(
  pendingId: string,
  change: (body: SavedSearchCreateBody) => SavedSearchCreateBody | null,
): Promise<void> {
  const entries = await localData.outbox.list()
  const entry = entries.find((item) => isCreateEntry(item) && pendingIdOf(item) === pendingId)
  // Once sent, even without an answer, the server may hold it under the entry's key: a changed
  // body would no longer match that key, so only untried creates are changed.
  if (!entry || entry.attempts > 0) {
    throw new SavedSearchWriteError(
      'Die Suche wird gerade übertragen. Bitte versuchen Sie es gleich noch einmal.',
    )
  }
  const body = change(entry.body as SavedSearchCreateBody)
  if (body === null) await localData.outbox.remove(entry.id)
  else await localData.outbox.update({ ...entry, body })
  // The waiting-writes count and other tabs learn of it like of any outbox change.
  announceOutboxChange()
}
