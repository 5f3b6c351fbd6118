// Checks of a coverage's input that the schema cannot express: the note's length and text, and
// that the assignee is a colleague of the folder's organisation. Each refusal is BAD_USER_INPUT.
import { and, eq } from 'drizzle-orm'
import { COVERAGE_LIMITS } from '../../../domain/coverage'
import { folders, users } from '../../db/schema/index'
import { badInput } from '../collaboration-errors'
import type { CoverageInput } from '../generated/resolver-types'
import type { Transaction } from '../idempotent-mutation'
import { checkedId, checkedUserText } from '../input-checks'

/** The coverage with its note trimmed (empty is none). */
export function checkedCoverage(coverage: CoverageInput): CoverageInput {
  const note = coverage.note?.trim() || null
  if (note && note.length > COVERAGE_LIMITS.note) {
    throw badInput(`Eine Notiz darf höchstens ${COVERAGE_LIMITS.note} Zeichen lang sein.`)
  }
  if (note) checkedUserText(note, 'several', 'Die Notiz')
  return { ...coverage, id: checkedId(coverage.id, 'Die ID der Berichterstattung'), note }
}

/** Refuses an assignee who is no colleague: not an account of the folder's organisation. */
export async function requireColleague(
  tx: Transaction,
  folderId: string,
  assigneeId: string,
): Promise<void> {
  const [colleague] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(folders, eq(folders.organisation, users.organisation))
    .where(and(eq(folders.id, folderId), eq(users.id, assigneeId)))
  if (!colleague) {
    throw badInput('Berichten kann nur eine Kollegin oder ein Kollege Ihrer Organisation.')
  }
}
