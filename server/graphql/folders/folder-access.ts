// Who may do what to a folder, checked inside the mutation's transaction with the folder row
// locked, so two owners changing members at once cannot leave a folder without an owner.
import { and, eq } from 'drizzle-orm'
import { folderMembers, folders, type FolderRoleValue } from '../../db/schema/index'
import { folderNotFound, forbidden } from '../collaboration-errors'
import type { Transaction } from '../idempotent-mutation'

export type FolderAction = 'change-items' | 'manage' | 'leave'

const ALLOWED: Record<FolderAction, readonly FolderRoleValue[]> = {
  'change-items': ['owner', 'editor'],
  manage: ['owner'],
  leave: ['owner', 'editor', 'reader'],
}

const REFUSALS: Record<FolderAction, string> = {
  'change-items': 'Mit Leserechten können Sie die Einträge dieses Ordners nicht ändern.',
  manage:
    'Nur die Eigentümerin oder der Eigentümer kann den Ordner umbenennen, löschen oder Mitglieder verwalten.',
  leave: '',
}

/** The caller's role; a non-member gets exactly the error of a folder that does not exist. */
export async function requireRole(
  tx: Transaction,
  folderId: string,
  userId: string,
  action: FolderAction,
): Promise<FolderRoleValue> {
  const [folder] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(eq(folders.id, folderId))
    .for('update')
  const [member] = folder
    ? await tx
        .select({ role: folderMembers.role })
        .from(folderMembers)
        .where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId)))
    : []
  if (!member) throw folderNotFound()
  if (!ALLOWED[action].includes(member.role)) throw forbidden(REFUSALS[action])
  return member.role
}

export async function memberIds(tx: Transaction, folderId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: folderMembers.userId })
    .from(folderMembers)
    .where(eq(folderMembers.folderId, folderId))
  return rows.map((row) => row.userId)
}

export async function ownerCount(tx: Transaction, folderId: string): Promise<number> {
  const rows = await tx
    .select({ userId: folderMembers.userId })
    .from(folderMembers)
    .where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.role, 'owner')))
  return rows.length
}

export const touchFolder = (tx: Transaction, folderId: string) =>
  tx.update(folders).set({ updatedAt: new Date() }).where(eq(folders.id, folderId))
