// The steps every change to an existing folder shares: it runs once per client mutation id, the
// caller's role is checked with the folder locked, and when the change did something the folder is
// touched and its members (with anyone who just lost it) are told. The answer is the folder as the
// caller sees it afterwards.
import type { Folder, FolderChangeKind } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { mutationRequest, runIdempotent, type Transaction } from '../idempotent-mutation'
import { requireRole, touchFolder, type FolderAction } from './folder-access'
import { requireFolderFor } from './folder-answer'
import { noticeFolderChange } from './folder-notices'

export interface FolderChangeDone {
  /** How much changed, for the notice; 0 touches nothing and tells nobody. */
  count: number
  /** Members who lost the folder with this change; their folder lists are told too. */
  formerMembers?: readonly string[]
  /** The entries added or removed, for the folder's subscribers. */
  eventIds?: readonly string[]
}

export interface FolderChange {
  mutation: string
  args: { clientMutationId: string; folderId: string }
  action: FolderAction
  kind: FolderChangeKind
  /** The change itself, inside the transaction, after the role check. */
  apply: (tx: Transaction) => Promise<FolderChangeDone>
}

export async function changeFolder(context: GraphqlContext, change: FolderChange): Promise<Folder> {
  const { userId } = context.viewer
  const { folderId } = change.args
  const request = mutationRequest(context, change.mutation, change.args)
  await runIdempotent(context.db, request, async (tx, notify) => {
    await requireRole(tx, folderId, userId, change.action)
    const { count, formerMembers = [], eventIds } = await change.apply(tx)
    if (count > 0) {
      await touchFolder(tx, folderId)
      const notice = { folderId, kind: change.kind, actorId: userId, count, eventIds }
      await noticeFolderChange(tx, notify, notice, formerMembers)
    }
    return { folderId, count }
  })
  return requireFolderFor(context, folderId)
}
