// Whether a change of a folder alters what the detail's „Wir berichten“ shows of one entry
// (event-coverage.tsx), so the detail reads it again only then: the entry's coverage, the entry
// taken out, my role or the folder itself. A change whose notice could not name its entries counts.
import type { FolderChangedSubscription } from '../api/generated/operations'

type FolderChange = NonNullable<FolderChangedSubscription['folderChanged']>

export function concernsEntry(change: FolderChange, eventId: string): boolean {
  switch (change.kind) {
    case 'COVERAGE_CHANGED':
      return change.changedItems?.some((item) => item.id === eventId) ?? true
    case 'ITEMS_REMOVED':
      return change.removedItemIds?.includes(eventId) ?? true
    case 'ITEMS_ADDED':
    case 'RENAMED':
      return false
    case 'MEMBERS_CHANGED':
    case 'DELETED':
      return true
  }
}
