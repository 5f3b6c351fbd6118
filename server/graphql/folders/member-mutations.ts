// Managing a folder's members: invite a colleague, change a role, remove a member, leave.
// Rules (docs/architecture.md "Collaboration"): only owners manage members; colleagues are users
// of the caller's organisation, and anyone else is refused with the words used for an unknown
// e-mail, so addresses cannot be probed across organisations; a folder always keeps an owner, so
// the last owner must hand over before leaving, unless nobody else is left (then the folder goes).
import { and, eq, sql } from 'drizzle-orm'
import { folderMembers, folders, users } from '../../db/schema/index'
import { badInput } from '../collaboration-errors'
import type { MutationResolvers } from '../generated/resolver-types'
import { mutationRequest, runIdempotent, type Transaction } from '../idempotent-mutation'
import { changeFolder } from './change-folder'
import { memberIds, ownerCount, requireRole, touchFolder } from './folder-access'
import { noticeFolderChange } from './folder-notices'
import { fromApiRole } from './folder-role'

type Resolvers = Required<
  Pick<MutationResolvers, 'inviteColleague' | 'changeMemberRole' | 'removeMember' | 'leaveFolder'>
>

const NO_SUCH_COLLEAGUE =
  'Unter dieser E-Mail-Adresse gibt es in Ihrer Redaktion niemanden, den Sie einladen können.'
const NOT_A_MEMBER = 'Diese Person ist kein Mitglied des Ordners.'
const LAST_OWNER =
  'Ein Ordner braucht eine Eigentümerin oder einen Eigentümer: Bitte übergeben Sie den Ordner zuerst an ein anderes Mitglied.'

async function colleagueByEmail(tx: Transaction, email: string, organisation: string) {
  const [colleague] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(users.organisation, organisation),
      ),
    )
  if (!colleague) throw badInput(NO_SUCH_COLLEAGUE)
  return colleague.id
}

async function roleOfMember(tx: Transaction, folderId: string, userId: string) {
  const [member] = await tx
    .select({ role: folderMembers.role })
    .from(folderMembers)
    .where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId)))
  if (!member) throw badInput(NOT_A_MEMBER)
  return member.role
}

/** Refuses a change that would take the folder's last owner away. */
async function keepAnOwner(tx: Transaction, folderId: string, leavingRole: string) {
  if (leavingRole === 'owner' && (await ownerCount(tx, folderId)) === 1) throw badInput(LAST_OWNER)
}

const membersChanged = (folderId: string, actorId: string) => ({
  folderId,
  kind: 'MEMBERS_CHANGED' as const,
  actorId,
  count: 1,
})

/** The owner's changes to the member list, all told to the members as one kind. */
const membersChange = (mutation: string, args: { clientMutationId: string; folderId: string }) => ({
  mutation,
  args,
  action: 'manage' as const,
  kind: 'MEMBERS_CHANGED' as const,
})

const memberRow = (folderId: string, userId: string) =>
  and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId))

export const memberMutations: Resolvers = {
  inviteColleague(_root, args, context) {
    const role = fromApiRole(args.role)
    return changeFolder(context, {
      ...membersChange('inviteColleague', args),
      apply: async (tx) => {
        const colleagueId = await colleagueByEmail(tx, args.email, context.viewer.organisation)
        const added = await tx
          .insert(folderMembers)
          .values({ folderId: args.folderId, userId: colleagueId, role })
          .onConflictDoNothing()
          .returning({ userId: folderMembers.userId })
        if (added.length === 0) throw badInput('Diese Person ist bereits Mitglied des Ordners.')
        return { count: 1 }
      },
    })
  },

  changeMemberRole(_root, args, context) {
    const role = fromApiRole(args.role)
    return changeFolder(context, {
      ...membersChange('changeMemberRole', args),
      apply: async (tx) => {
        const current = await roleOfMember(tx, args.folderId, args.colleagueId)
        if (current === role) return { count: 0 }
        await keepAnOwner(tx, args.folderId, current)
        await tx
          .update(folderMembers)
          .set({ role })
          .where(memberRow(args.folderId, args.colleagueId))
        return { count: 1 }
      },
    })
  },

  removeMember(_root, args, context) {
    return changeFolder(context, {
      ...membersChange('removeMember', args),
      apply: async (tx) => {
        if (args.colleagueId === context.viewer.userId) {
          throw badInput('Um den Ordner selbst zu verlassen, wählen Sie „Ordner verlassen“.')
        }
        await keepAnOwner(
          tx,
          args.folderId,
          await roleOfMember(tx, args.folderId, args.colleagueId),
        )
        await tx.delete(folderMembers).where(memberRow(args.folderId, args.colleagueId))
        return { count: 1, formerMembers: [args.colleagueId] }
      },
    })
  },

  async leaveFolder(_root, args, context) {
    const { userId } = context.viewer
    const request = mutationRequest(context, 'leaveFolder', args)
    const { folderId } = await runIdempotent(context.db, request, async (tx, notify) => {
      const role = await requireRole(tx, args.folderId, userId, 'leave')
      const members = await memberIds(tx, args.folderId)
      if (members.length === 1) {
        // Nobody else could ever see the folder again: it goes with its last member.
        await tx.delete(folders).where(eq(folders.id, args.folderId))
        const change = { folderId: args.folderId, kind: 'DELETED' as const, actorId: userId }
        await noticeFolderChange(tx, notify, { ...change, count: 1 }, members)
        return { folderId: args.folderId }
      }
      await keepAnOwner(tx, args.folderId, role)
      await tx.delete(folderMembers).where(memberRow(args.folderId, userId))
      await touchFolder(tx, args.folderId)
      await noticeFolderChange(tx, notify, membersChanged(args.folderId, userId), [userId])
      return { folderId: args.folderId }
    })
    return folderId
  },
}
