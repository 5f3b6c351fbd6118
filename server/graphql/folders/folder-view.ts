// A stored folder as one viewer sees it: only a member sees it at all, and `myRole` is theirs.
// One stored folder is shown to every subscriber of a change (sharedRead): its member list and
// role index are built once per folder read, not once per viewer.
import type { FolderRoleValue } from '../../db/schema/index'
import type { Folder, Member } from '../generated/resolver-types'
import type { FolderRecord } from './folder-reads'
import { toApiRole } from './folder-role'

interface Shown {
  members: Member[]
  roles: Map<string, FolderRoleValue>
}
const shown = new WeakMap<FolderRecord, Shown>()

function shownOf(record: FolderRecord): Shown {
  let view = shown.get(record)
  if (!view) {
    view = {
      members: record.members.map((member) => ({ ...member, role: toApiRole(member.role) })),
      roles: new Map(record.members.map((member) => [member.colleague.id, member.role])),
    }
    shown.set(record, view)
  }
  return view
}

/** The folder for this viewer, or null when they are not a member (as if it did not exist). */
export function toFolder(record: FolderRecord | undefined, userId: string): Folder | null {
  if (!record) return null
  const { members, roles } = shownOf(record)
  const role = roles.get(userId)
  if (!role) return null
  return {
    id: record.id,
    name: record.name,
    myRole: toApiRole(role),
    members,
    itemCount: record.items.length,
    items: record.items,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}
