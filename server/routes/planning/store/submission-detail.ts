// One submission as the desk sees it (docs/architecture.md#planning-desk): its fields, submitter,
// likely duplicates and history; reading it stores the duplicates' score for the queue, and the
// first reading by each planner records „geöffnet“.
import { asc, eq } from 'drizzle-orm'
import type { HistoryEntry, QueueSubmission } from '../../../../domain/planning-api'
import type { Duplicate } from '../../../../domain/submissions-api'
import type { DatabaseHandle } from '../../../db/database'
import { submissionHistory, submissions, users, type SubmissionRow } from '../../../db/schema/index'
import { findDuplicates } from '../../submissions/find-duplicates'
import { storeDuplicateScore } from './submission-queue'
import type { Actor } from './submission-rows'

/** Likely duplicates, without the event the submission itself became. */
async function duplicatesOf(database: DatabaseHandle, row: SubmissionRow): Promise<Duplicate[]> {
  const found = await findDuplicates(database, row.fields, row.id)
  return found.filter((duplicate) => !(duplicate.kind === 'event' && duplicate.id === row.eventId))
}

function historyEntry(row: typeof submissionHistory.$inferSelect): HistoryEntry {
  return {
    action: row.action,
    actor: row.actorName,
    at: row.at.toISOString(),
    changedFields: row.changedFields,
    note: row.note,
  }
}

/** One submission as the desk sees it; null when there is none. */
export async function loadQueueSubmission(
  database: DatabaseHandle,
  id: string,
): Promise<QueueSubmission | null> {
  const { db } = database
  const [found] = await db
    .select({ row: submissions, name: users.name, email: users.email })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.submitterId))
    .where(eq(submissions.id, id))
  if (!found) return null
  const { row } = found
  const duplicates = await duplicatesOf(database, row)
  await storeDuplicateScore(database, id, duplicates)
  const recorded = await db
    .select()
    .from(submissionHistory)
    .where(eq(submissionHistory.submissionId, id))
    .orderBy(asc(submissionHistory.at), asc(submissionHistory.id))
  const sent: HistoryEntry = {
    action: 'eingereicht',
    actor: found.name,
    at: row.createdAt.toISOString(),
    changedFields: [],
    note: null,
  }
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    fields: row.fields,
    submitter: { name: found.name, email: found.email },
    submittedAt: row.createdAt.toISOString(),
    eventId: row.eventId,
    rejectionReason: row.rejectionReason,
    version: row.version,
    duplicates,
    history: [sent, ...recorded.map(historyEntry)],
  }
}

/** „geöffnet“, once per planner: the desk sees who has looked at a submission already. */
export async function recordOpened(database: DatabaseHandle, id: string, actor: Actor) {
  await database.query(
    `INSERT INTO submission_history (id, submission_id, actor_id, actor_name, action)
     SELECT $1, $2, $3, $4, 'geoeffnet'
     WHERE EXISTS (SELECT 1 FROM submissions WHERE id = $2)
       AND NOT EXISTS (SELECT 1 FROM submission_history
                       WHERE submission_id = $2 AND actor_id = $3 AND action = 'geoeffnet')`,
    [crypto.randomUUID(), id, actor.id, actor.name],
  )
}
