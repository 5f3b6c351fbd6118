// Reads folders as the API shows them, for any number of folders in four queries (folders,
// members, items, their coverage), so a list of folders with their items is never one query per
// folder.
import { asc, eq, inArray } from 'drizzle-orm'
import { toFolderListItem } from '../../../domain/folder-list-item'
import type { Database } from '../../db/database'
import { events, folderItems, folderMembers, folders, users } from '../../db/schema/index'
import type { FolderRoleValue } from '../../db/schema/index'
import { colleagueOf } from '../colleague'
import { itemKey, readCoverages } from '../coverage/coverage-reads'
import type { Colleague, FolderItem, ItemKind } from '../generated/resolver-types'

export interface MemberRecord {
  colleague: Colleague
  role: FolderRoleValue
  addedAt: string
}

/** A folder as stored, the same for every member; folder-view.ts shapes it for one viewer. */
export interface FolderRecord {
  id: string
  name: string
  organisation: string
  createdAt: string
  updatedAt: string
  members: MemberRecord[]
  /** Sorted by start time, then title. */
  items: FolderItem[]
}

const ITEM_KINDS: Record<string, ItemKind> = {
  event: 'EVENT',
  topic: 'TOPIC',
  anniversary: 'ANNIVERSARY',
  actionday: 'ACTION_DAY',
}

export async function readFolders(
  db: Database,
  ids: readonly string[],
  previewHost: string,
): Promise<FolderRecord[]> {
  if (ids.length === 0) return []
  const [folderRows, members, items, coverages] = await Promise.all([
    db
      .select()
      .from(folders)
      .where(inArray(folders.id, [...ids])),
    readMembers(db, ids),
    readItems(db, ids, previewHost),
    readCoverages(db, ids),
  ])
  return folderRows.map((row) => ({
    id: row.id,
    name: row.name,
    organisation: row.organisation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    members: members.get(row.id) ?? [],
    items: (items.get(row.id) ?? []).map((item) => ({
      ...item,
      coverages: coverages.get(itemKey(row.id, item.id)) ?? [],
    })),
  }))
}

function groupBy<T>(rows: { folderId: string; value: T }[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const { folderId, value } of rows) {
    const group = groups.get(folderId)
    if (group) group.push(value)
    else groups.set(folderId, [value])
  }
  return groups
}

async function readMembers(db: Database, ids: readonly string[]) {
  const rows = await db
    .select({
      folderId: folderMembers.folderId,
      role: folderMembers.role,
      addedAt: folderMembers.addedAt,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(folderMembers)
    .innerJoin(users, eq(users.id, folderMembers.userId))
    .where(inArray(folderMembers.folderId, [...ids]))
    .orderBy(asc(folderMembers.addedAt), asc(users.name))
  return groupBy(
    rows.map((row) => ({
      folderId: row.folderId,
      value: {
        colleague: { id: row.id, name: row.name, email: row.email },
        role: row.role,
        addedAt: row.addedAt.toISOString(),
      },
    })),
  )
}

async function readItems(db: Database, ids: readonly string[], previewHost: string) {
  const rows = await db
    .select({
      folderId: folderItems.folderId,
      addedAt: folderItems.addedAt,
      note: folderItems.note,
      addedById: folderItems.addedBy,
      addedByName: users.name,
      addedByEmail: users.email,
      id: events.id,
      kind: events.kind,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      isWholeDay: events.isWholeDay,
      embargoAt: events.embargoAt,
      locationName: events.locationName,
      city: events.city,
      area: events.area,
      locality: events.locality,
      country: events.country,
    })
    .from(folderItems)
    .innerJoin(events, eq(events.id, folderItems.eventId))
    .leftJoin(users, eq(users.id, folderItems.addedBy))
    .where(inArray(folderItems.folderId, [...ids]))
    .orderBy(asc(events.startsAt), asc(events.title), asc(events.id))
  return groupBy(
    rows.map((row) => {
      const listItem = toFolderListItem(
        {
          id: row.id,
          kind: row.kind,
          title: row.title,
          startTime: row.startsAt.toISOString(),
          endTime: row.endsAt.toISOString(),
          isWholeDay: row.isWholeDay,
          embargo: row.embargoAt?.toISOString() ?? null,
          location: {
            name: row.locationName,
            city: row.city,
            area: row.area,
            locality: row.locality,
            country: row.country,
          },
        },
        previewHost,
      )
      // Its coverage is read for all folders at once (readFolders).
      const item: Omit<FolderItem, 'coverages'> = {
        id: listItem.id,
        type: ITEM_KINDS[listItem.type] ?? 'EVENT',
        title: listItem.title,
        previewUrl: listItem.previewUrl,
        topicMetadata: 'topicMetadata' in listItem ? listItem.topicMetadata : null,
        eventMetadata: 'eventMetadata' in listItem ? listItem.eventMetadata : null,
        addedBy: colleagueOf(row.addedById, row.addedByName, row.addedByEmail),
        addedAt: row.addedAt.toISOString(),
        note: row.note,
      }
      return { folderId: row.folderId, value: item }
    }),
  )
}

/** The ids of the folders a user is a member of. */
export async function folderIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: folderMembers.folderId })
    .from(folderMembers)
    .where(eq(folderMembers.userId, userId))
  return rows.map((row) => row.id)
}
