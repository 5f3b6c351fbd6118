// The notices of a folder change: the folder's own topic (with the entries added or removed, when
// they fit), and the folder list of every member (and of anyone who just stopped being one), so
// each list is read again.
import type { FolderChangeKind } from '../generated/resolver-types'
import type { Transaction } from '../idempotent-mutation'
import { eventIdsIfTheyFit, topics, type ChangeNotice } from '../subscriptions/change-notice'
import { memberIds } from './folder-access'

export async function noticeFolderChange(
  tx: Transaction,
  notify: (notice: ChangeNotice) => void,
  change: {
    folderId: string
    kind: FolderChangeKind
    actorId: string
    count: number
    /** The entries added or removed. */
    eventIds?: readonly string[]
  },
  formerMembers: readonly string[] = [],
): Promise<void> {
  const { folderId, kind, actorId, count } = change
  const eventIds = change.eventIds && eventIdsIfTheyFit(change.eventIds)
  notify({ topic: topics.folder(folderId), kind, folderId, actorId, count, eventIds })
  const listeners = new Set([...(await memberIds(tx, folderId)), ...formerMembers])
  for (const userId of listeners) notify({ topic: topics.foldersOf(userId), actorId, count })
}
