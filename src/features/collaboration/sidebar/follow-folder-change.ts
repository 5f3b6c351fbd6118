// How an open folder follows a change (folderChanged) without reading the whole folder again
// (docs/architecture.md "Collaboration"). The change's folder head (name, role, item count,
// updatedAt) merges into the cached folder by itself, as Apollo keeps one Folder per id; the items
// it added, removed or changed (their coverage) are put into the cached folder here. After MEMBERS_CHANGED only the members
// are read again; after a change too large for its notice to name its items, the whole folder.
import type { ApolloClient } from '@apollo/client'
import {
  FolderDocument,
  FolderMembersDocument,
  type FolderChangedSubscription,
  type FolderItemFieldsFragment,
} from '../api/generated/operations'

type FolderChange = FolderChangedSubscription['folderChanged']
type ItemsChange = Pick<FolderChange, 'addedItems' | 'removedItemIds'> &
  Partial<Pick<FolderChange, 'changedItems'>>

const startOf = (item: FolderItemFieldsFragment) =>
  (item.eventMetadata ?? item.topicMetadata)?.startTime ?? ''

/** The service's order: start time, then title, then id. */
function byStartTime(a: FolderItemFieldsFragment, b: FolderItemFieldsFragment): number {
  const [x, y] = [startOf(a), startOf(b)]
  if (x !== y) return x < y ? -1 : 1
  if (a.title !== b.title) return a.title < b.title ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The folder's items after the change: the removed ones gone, the added ones in their place, the
 * changed ones (their coverage) as they are now, where they were.
 */
export function withChangedItems<Item extends FolderItemFieldsFragment>(
  items: readonly Item[],
  { addedItems, removedItemIds, changedItems }: ItemsChange,
): Item[] {
  const added = (addedItems ?? []) as Item[]
  const changed = new Map((changedItems ?? []).map((item) => [item.id, item as Item]))
  const leaving = new Set([...(removedItemIds ?? []), ...added.map((item) => item.id)])
  const kept = items
    .filter((item) => !leaving.has(item.id))
    .map((item) => changed.get(item.id) ?? item)
  return added.length === 0 ? kept : [...kept, ...added].sort(byStartTime)
}

const ITEM_KINDS = new Set<FolderChange['kind']>([
  'ITEMS_ADDED',
  'ITEMS_REMOVED',
  'COVERAGE_CHANGED',
])

/** Brings the cached folder up to date with `change`; rejects when a needed re-read fails. */
export async function followFolderChange(
  client: ApolloClient,
  folderId: string,
  change: FolderChange,
): Promise<void> {
  const variables = { id: folderId }
  if (!change.folder) {
    client.writeQuery({ query: FolderDocument, variables, data: { folder: null } })
    return
  }
  if (change.kind === 'MEMBERS_CHANGED') {
    await client.query({ query: FolderMembersDocument, variables, fetchPolicy: 'network-only' })
    return
  }
  if (!ITEM_KINDS.has(change.kind)) return
  if (!change.addedItems && !change.removedItemIds && !change.changedItems) {
    await client.query({ query: FolderDocument, variables, fetchPolicy: 'network-only' })
    return
  }
  client.cache.updateQuery({ query: FolderDocument, variables }, (data) =>
    data?.folder
      ? { folder: { ...data.folder, items: withChangedItems(data.folder.items, change) } }
      : data,
  )
}
