// Moves a saved search: PATCH /filters/api/v1/filters/{id} with the new order for every search
// whose place changed, in list order, through the outbox like every other write.
import { useSavedSearchWrite } from '../use-saved-search-write'
import type { SavedSearch } from '../saved-search'
import { updateSavedSearch } from './update-saved-search'

/** The searches in their new order, numbered 0…n-1; only those whose number changed. */
export function orderChanges(reordered: readonly SavedSearch[]): { id: string; order: number }[] {
  return reordered
    .map((search, order) => ({ id: search.id, order, changed: search.order !== order }))
    .filter((change) => change.changed)
    .map(({ id, order }) => ({ id, order }))
}

export async function reorderSavedSearches(reordered: readonly SavedSearch[]): Promise<void> {
  // One after the other: the outbox keeps this order when it replays.
  for (const change of orderChanges(reordered)) {
    await updateSavedSearch(change.id, { order: change.order }, 'Reihenfolge der Suchen ändern')
  }
}

export const useReorderSavedSearches = () =>
  useSavedSearchWrite(reorderSavedSearches, 'Die Reihenfolge konnte nicht geändert werden.')
