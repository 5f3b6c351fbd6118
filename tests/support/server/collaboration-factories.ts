// Folders straight into the database, for tests that need one in a given state without going
// through the mutations they are not about.
import type { DatabaseHandle } from '../../../server/db/database'
import {
  folderItems,
  folderMembers,
  folders,
  type FolderRoleValue,
} from '../../../server/db/schema/index'
import { DEMO_ORGANISATION } from '../../../server/idp/demo-accounts'

export type FolderMembers = { userId: string; role: FolderRoleValue }[]

export async function insertFolder(
  database: DatabaseHandle,
  options: {
    members: FolderMembers
    eventIds?: string[]
    name?: string
  },
): Promise<string> {
  const id = crypto.randomUUID()
  const { db } = database
  await db.insert(folders).values({
    id,
    name: options.name ?? 'Landtag morgen',
    organisation: DEMO_ORGANISATION,
  })
  await db
    .insert(folderMembers)
    .values(options.members.map((member) => ({ folderId: id, ...member })))
  const addedBy = options.members[0]?.userId ?? 'nobody'
  const eventIds = options.eventIds ?? []
  if (eventIds.length > 0) {
    await db
      .insert(folderItems)
      .values(eventIds.map((eventId) => ({ folderId: id, eventId, addedBy })))
  }
  return id
}
