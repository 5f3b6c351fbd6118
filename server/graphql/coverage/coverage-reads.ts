// Reads planned coverage (docs/architecture.md "Coverage"): of any number of folders in one query,
// for the folder reads, and of one entry across the caller's folders, for its detail.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  folderItemCoverages,
  folderItems,
  folderMembers,
  folders,
  users,
} from '../../db/schema/index'
import { colleagueOf } from '../colleague'
import type { Coverage, FolderCoverage } from '../generated/resolver-types'
import { toApiRole } from '../folders/folder-role'

/** The key of one folder's item in the maps below. */
export const itemKey = (folderId: string, eventId: string) => `${folderId}\n${eventId}`

const COVERAGE_COLUMNS = {
  folderId: folderItemCoverages.folderId,
  eventId: folderItemCoverages.eventId,
  id: folderItemCoverages.id,
  format: folderItemCoverages.format,
  status: folderItemCoverages.status,
  note: folderItemCoverages.note,
  updatedAt: folderItemCoverages.updatedAt,
  assigneeId: folderItemCoverages.assigneeId,
  assigneeName: users.name,
  assigneeEmail: users.email,
}

interface CoverageRow extends Omit<Coverage, 'assignee' | 'updatedAt'> {
  folderId: string
  eventId: string
  updatedAt: Date
  assigneeId: string
  assigneeName: string | null
  assigneeEmail: string | null
}

const toCoverage = ({
  assigneeId,
  assigneeName,
  assigneeEmail,
  ...row
}: CoverageRow): Coverage => ({
  id: row.id,
  assignee: colleagueOf(assigneeId, assigneeName, assigneeEmail),
  format: row.format,
  status: row.status,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
})

function byItem(rows: readonly CoverageRow[]): Map<string, Coverage[]> {
  const groups = new Map<string, Coverage[]>()
  for (const row of rows) {
    const key = itemKey(row.folderId, row.eventId)
    const group = groups.get(key) ?? []
    group.push(toCoverage(row))
    groups.set(key, group)
  }
  return groups
}

/** The coverages of the folders' items, oldest first, by itemKey. */
export async function readCoverages(
  db: Database,
  folderIds: readonly string[],
): Promise<Map<string, Coverage[]>> {
  const rows = await db
    .select(COVERAGE_COLUMNS)
    .from(folderItemCoverages)
    .leftJoin(users, eq(users.id, folderItemCoverages.assigneeId))
    .where(inArray(folderItemCoverages.folderId, [...folderIds]))
    .orderBy(asc(folderItemCoverages.createdAt), asc(folderItemCoverages.id))
  return byItem(rows)
}

/** The entry's coverage in every folder of the caller that holds it, by folder name. */
export async function eventCoverage(
  db: Database,
  userId: string,
  eventId: string,
): Promise<FolderCoverage[]> {
  const holding = await db
    .select({ folderId: folders.id, folderName: folders.name, role: folderMembers.role })
    .from(folderItems)
    .innerJoin(folders, eq(folders.id, folderItems.folderId))
    .innerJoin(
      folderMembers,
      and(eq(folderMembers.folderId, folders.id), eq(folderMembers.userId, userId)),
    )
    .where(eq(folderItems.eventId, eventId))
  if (holding.length === 0) return []
  const coverages = await readCoverages(
    db,
    holding.map((folder) => folder.folderId),
  )
  return holding
    .map((folder) => ({
      folderId: folder.folderId,
      folderName: folder.folderName,
      myRole: toApiRole(folder.role),
      coverages: coverages.get(itemKey(folder.folderId, eventId)) ?? [],
    }))
    .sort((a, b) => a.folderName.localeCompare(b.folderName, 'de'))
}
