// Creating, renaming and deleting folders and changing their items. Each runs idempotently by its
// client mutation id (idempotent-mutation.ts) and answers with the folder as the caller sees it.
import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { folderItems, folderMembers, folders } from '../../db/schema/index'
import { badInput } from '../collaboration-errors'
import { COLLABORATION_LIMITS } from '../collaboration-limits'
import type { FolderItemInput, MutationResolvers } from '../generated/resolver-types'
import { mutationRequest, runIdempotent, type Transaction } from '../idempotent-mutation'
import { checkedFolderName, checkedItems, checkedListSize, requireEvents } from '../input-checks'
import { topics } from '../subscriptions/change-notice'
import { changeFolder } from './change-folder'
import { memberIds, requireRole } from './folder-access'
import { requireFolderFor } from './folder-answer'
import { noticeFolderChange } from './folder-notices'

type Resolvers = Required<
  Pick<
    MutationResolvers,
    'createFolder' | 'renameFolder' | 'deleteFolder' | 'addFolderItems' | 'removeFolderItems'
  >
>

/** Adds the items not yet in the folder; answers the ids of those that were new. */
async function insertItems(
  tx: Transaction,
  folderId: string,
  userId: string,
  items: readonly FolderItemInput[],
): Promise<string[]> {
  await requireEvents(
    tx,
    items.map((item) => item.eventId),
  )
  const inserted = await tx
    .insert(folderItems)
    .values(
      items.map((item) => ({ folderId, eventId: item.eventId, addedBy: userId, note: item.note })),
    )
    .onConflictDoNothing()
    .returning({ eventId: folderItems.eventId })
  const count = await tx.$count(folderItems, eq(folderItems.folderId, folderId))
  if (count > COLLABORATION_LIMITS.folderItems) {
    throw badInput(`Ein Ordner fasst höchstens ${COLLABORATION_LIMITS.folderItems} Einträge.`)
  }
  return inserted.map((row) => row.eventId)
}

export const folderMutations: Resolvers = {
  async createFolder(_root, args, context) {
    const name = checkedFolderName(args.name)
    const items = args.items && args.items.length > 0 ? checkedItems(args.items) : []
    const { userId, organisation } = context.viewer
    const { folderId } = await runIdempotent(
      context.db,
      mutationRequest(context, 'createFolder', args),
      async (tx, notify) => {
        const id = randomUUID()
        await tx.insert(folders).values({ id, name, organisation })
        await tx.insert(folderMembers).values({ folderId: id, userId, role: 'owner' })
        const count = items.length > 0 ? (await insertItems(tx, id, userId, items)).length : 0
        notify({ topic: topics.foldersOf(userId), actorId: userId, count })
        return { folderId: id }
      },
    )
    return requireFolderFor(context, folderId)
  },

  renameFolder(_root, args, context) {
    const name = checkedFolderName(args.name)
    return changeFolder(context, {
      mutation: 'renameFolder',
      args,
      action: 'manage',
      kind: 'RENAMED',
      apply: async (tx) => {
        await tx.update(folders).set({ name }).where(eq(folders.id, args.folderId))
        return { count: 1 }
      },
    })
  },

  async deleteFolder(_root, args, context) {
    const { userId } = context.viewer
    const { folderId } = await runIdempotent(
      context.db,
      mutationRequest(context, 'deleteFolder', args),
      async (tx, notify) => {
        await requireRole(tx, args.folderId, userId, 'manage')
        const members = await memberIds(tx, args.folderId)
        await tx.delete(folders).where(eq(folders.id, args.folderId))
        const change = { folderId: args.folderId, kind: 'DELETED' as const, actorId: userId }
        await noticeFolderChange(tx, notify, { ...change, count: 1 }, members)
        return { folderId: args.folderId }
      },
    )
    return folderId
  },

  addFolderItems(_root, args, context) {
    const items = checkedItems(args.items)
    return changeFolder(context, {
      mutation: 'addFolderItems',
      args,
      action: 'change-items',
      kind: 'ITEMS_ADDED',
      apply: async (tx) => {
        const added = await insertItems(tx, args.folderId, context.viewer.userId, items)
        return { count: added.length, eventIds: added }
      },
    })
  },

  removeFolderItems(_root, args, context) {
    checkedListSize(args.eventIds.length)
    return changeFolder(context, {
      mutation: 'removeFolderItems',
      args,
      action: 'change-items',
      kind: 'ITEMS_REMOVED',
      apply: async (tx) => {
        const removed = await tx
          .delete(folderItems)
          .where(
            and(
              eq(folderItems.folderId, args.folderId),
              inArray(folderItems.eventId, [...args.eventIds]),
            ),
          )
          .returning({ eventId: folderItems.eventId })
        return { count: removed.length, eventIds: removed.map((row) => row.eventId) }
      },
    })
  },
}
