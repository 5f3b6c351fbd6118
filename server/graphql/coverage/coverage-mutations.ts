// Planning coverage of a folder's entry (docs/architecture.md "Coverage"): editors and owners plan,
// change and take off coverages; each change runs once per client mutation id like every folder
// change (change-folder.ts) and tells the folder's subscribers which item changed.
import { and, eq, sql } from 'drizzle-orm'
import { COVERAGE_LIMITS } from '../../../domain/coverage'
import { folderItemCoverages, folderItems } from '../../db/schema/index'
import { badInput } from '../collaboration-errors'
import { changeFolder, type FolderChange } from '../folders/change-folder'
import type { GraphqlContext } from '../graphql-context'
import type { CoverageInput, MutationResolvers } from '../generated/resolver-types'
import type { Transaction } from '../idempotent-mutation'
import { checkedEventId, checkedId } from '../input-checks'
import { checkedCoverage, requireColleague } from './coverage-checks'

type Resolvers = Required<Pick<MutationResolvers, 'planCoverage' | 'removeCoverage'>>

interface ItemOfFolder {
  folderId: string
  eventId: string
}

async function requireItem(tx: Transaction, { folderId, eventId }: ItemOfFolder): Promise<void> {
  const [item] = await tx
    .select({ eventId: folderItems.eventId })
    .from(folderItems)
    .where(and(eq(folderItems.folderId, folderId), eq(folderItems.eventId, eventId)))
  if (!item) throw badInput('Dieser Eintrag ist nicht (mehr) in diesem Ordner.')
}

/**
 * Writes the coverage: a new id inserts it, a known one of the same item changes it. An id of
 * another item's coverage changes nothing and is refused, so no one can take over a coverage of a
 * folder they cannot see.
 */
async function upsertCoverage(
  tx: Transaction,
  item: ItemOfFolder,
  coverage: CoverageInput,
  userId: string,
): Promise<void> {
  const values = {
    assigneeId: coverage.assigneeId,
    format: coverage.format,
    status: coverage.status,
    note: coverage.note ?? null,
    updatedBy: userId,
    updatedAt: new Date(),
  }
  const written = await tx
    .insert(folderItemCoverages)
    .values({ id: coverage.id, ...item, ...values })
    .onConflictDoUpdate({
      target: folderItemCoverages.id,
      set: values,
      setWhere: sql`${folderItemCoverages.folderId} = ${item.folderId} AND ${folderItemCoverages.eventId} = ${item.eventId}`,
    })
    .returning({ id: folderItemCoverages.id })
  if (written.length === 0)
    throw badInput('Diese Berichterstattung gehört zu einem anderen Eintrag.')
  const count = await tx.$count(
    folderItemCoverages,
    and(
      eq(folderItemCoverages.folderId, item.folderId),
      eq(folderItemCoverages.eventId, item.eventId),
    ),
  )
  if (count > COVERAGE_LIMITS.perItem) {
    throw badInput(`Ein Eintrag hat höchstens ${COVERAGE_LIMITS.perItem} Berichterstattungen.`)
  }
}

/** A change of the item's coverage, for the folder's editors and owners, told to its subscribers. */
const changeCoverage = (
  context: GraphqlContext,
  change: Pick<FolderChange, 'mutation' | 'args' | 'apply'>,
) => changeFolder(context, { ...change, action: 'change-items', kind: 'COVERAGE_CHANGED' })

export const coverageMutations: Resolvers = {
  planCoverage(_root, args, context) {
    const item = { folderId: args.folderId, eventId: checkedEventId(args.eventId) }
    const coverage = checkedCoverage(args.coverage)
    return changeCoverage(context, {
      mutation: 'planCoverage',
      args,
      apply: async (tx) => {
        await requireItem(tx, item)
        await requireColleague(tx, item.folderId, coverage.assigneeId)
        await upsertCoverage(tx, item, coverage, context.viewer.userId)
        return { count: 1, eventIds: [item.eventId] }
      },
    })
  },

  removeCoverage(_root, args, context) {
    const item = { folderId: args.folderId, eventId: checkedEventId(args.eventId) }
    const coverageId = checkedId(args.coverageId, 'Die ID der Berichterstattung')
    return changeCoverage(context, {
      mutation: 'removeCoverage',
      args,
      apply: async (tx) => {
        const removed = await tx
          .delete(folderItemCoverages)
          .where(
            and(
              eq(folderItemCoverages.id, coverageId),
              eq(folderItemCoverages.folderId, item.folderId),
              eq(folderItemCoverages.eventId, item.eventId),
            ),
          )
          .returning({ id: folderItemCoverages.id })
        return { count: removed.length, eventIds: [item.eventId] }
      },
    })
  },
}
