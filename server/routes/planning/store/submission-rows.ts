// The submission aggregate's writing core (docs/architecture.md#planning-desk): every change of a
// submission runs in one transaction on the row locked FOR UPDATE, raises its version and records
// who changed what in its history. The edits and decisions beside this module build on it.
import { eq } from 'drizzle-orm'
import type { HistoryEntry } from '../../../../domain/planning-api'
import type { Database } from '../../../db/database'
import { submissionHistory, submissions, type SubmissionRow } from '../../../db/schema/index'
import { ApiError } from '../../../plugins/api-errors'

/** Who acts: the planner, or the submitter changing their own submission. */
export interface Actor {
  id: string
  name: string
}

export const notFound = () =>
  new ApiError(404, 'SUBMISSION_NOT_FOUND', 'Diese Einreichung gibt es nicht.')
export const versionConflict = () =>
  new ApiError(
    409,
    'VERSION_CONFLICT',
    'Die Einreichung wurde inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie die Änderungen.',
  )
export const alreadyDecided = () =>
  new ApiError(
    409,
    'SUBMISSION_DECIDED',
    'Über diese Einreichung ist bereits entschieden. Ein angenommener Termin wird in der Planung unter „Termine“ bearbeitet.',
  )

export async function lockedSubmission(db: Database, id: string): Promise<SubmissionRow> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export async function record(
  db: Database,
  submissionId: string,
  actor: Actor,
  entry: Pick<HistoryEntry, 'action'> & Partial<Pick<HistoryEntry, 'changedFields' | 'note'>>,
) {
  await db.insert(submissionHistory).values({
    id: crypto.randomUUID(),
    submissionId,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    changedFields: entry.changedFields ?? [],
    note: entry.note ?? null,
  })
}

export type SubmissionChange = Partial<typeof submissions.$inferInsert>

export async function updateSubmission(db: Database, row: SubmissionRow, change: SubmissionChange) {
  await db
    .update(submissions)
    .set({ ...change, version: row.version + 1, updatedAt: new Date() })
    .where(eq(submissions.id, row.id))
}
