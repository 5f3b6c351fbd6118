// The desk's queue of submissions (docs/architecture.md#planning-desk): newest first, filtered,
// with the counts per state and the best duplicate score each submission's last check stored.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { QueueItem, QueueRequest, QueueResponse } from '../../../../domain/planning-api'
import {
  isOpenSubmissionState,
  SUBMISSION_STATES,
  type Duplicate,
} from '../../../../domain/submissions-api'
import type { DatabaseHandle } from '../../../db/database'
import { submissions, type SubmissionRow } from '../../../db/schema/index'

/** The queue shows the newest this many per request; the counts cover all. */
const QUEUE_LIMIT = 200

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function queueConditions(request: QueueRequest): SQL[] {
  const conditions: SQL[] = []
  const words = request.q?.trim()
  if (words) conditions.push(ilike(submissions.title, `%${escapeLike(words)}%`))
  const ressort = request.ressort?.trim()
  if (ressort) conditions.push(sql`${submissions.fields}->>'ressort' = ${ressort}`)
  return conditions
}

/**
 * Keeps the best score of a submission's duplicates for the queue; written only when it moved,
 * and without raising the version (it is no change of the submission).
 */
export async function storeDuplicateScore(
  database: DatabaseHandle,
  id: string,
  duplicates: Duplicate[],
): Promise<void> {
  await database.db
    .update(submissions)
    .set({ duplicateScore: duplicates[0]?.score ?? null })
    .where(
      and(
        eq(submissions.id, id),
        sql`${submissions.duplicateScore} IS DISTINCT FROM ${duplicates[0]?.score ?? null}`,
      ),
    )
}

const queueItem = (row: SubmissionRow): QueueItem => ({
  id: row.id,
  reference: row.reference,
  state: row.state,
  title: row.title,
  startTime: row.startsAt.toISOString(),
  endTime: row.endsAt.toISOString(),
  isWholeDay: row.isWholeDay,
  organiser: row.fields.organiser,
  ressort: row.fields.ressort ?? null,
  submittedAt: row.createdAt.toISOString(),
  // Only open submissions warn: a decided one needs no more warning.
  duplicateScore: isOpenSubmissionState(row.state) ? row.duplicateScore : null,
})

/** The queue: newest first, filtered; the counts per state over q and ressort only. */
export async function listQueue(
  database: DatabaseHandle,
  request: QueueRequest,
): Promise<QueueResponse> {
  const { db } = database
  const conditions = queueConditions(request)
  const perState = await db
    .select({ state: submissions.state, count: count() })
    .from(submissions)
    .where(and(...conditions))
    .groupBy(submissions.state)
  const counts: Record<string, number> = Object.fromEntries(
    SUBMISSION_STATES.map((state) => [state, 0]),
  )
  for (const { state, count: number } of perState) counts[state] = number
  const rows = await db
    .select()
    .from(submissions)
    .where(and(...conditions, ...(request.state ? [eq(submissions.state, request.state)] : [])))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(QUEUE_LIMIT)
  return { counts, submissions: rows.map(queueItem) }
}
