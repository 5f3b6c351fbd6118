// Submissions in the database (migration 0015): storing one with its reference, the submitter's
// count of the last hour (the limit all instances share), and the submitter's own list.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { EventSubmission } from '../../../domain/event-submission'
import { submissionTimes } from '../../../domain/event-submission'
import type { SubmissionState } from '../../../domain/submissions-api'
import type { Database, DatabaseHandle } from '../../db/database'
import { submissions, type SubmissionRow } from '../../db/schema/index'

const HOUR_MS = 3600_000

/** „AG-2026-000123“: the Berlin year of sending and the next number of the shared sequence. */
const NEXT_REFERENCE = sql<string>`'AG-' || to_char(now() AT TIME ZONE 'Europe/Berlin', 'YYYY') || '-' || lpad(nextval('submission_reference_seq')::text, 6, '0')`

export interface StoredSubmission {
  id: string
  reference: string
  state: SubmissionState
}

/** The columns the duplicate check and the queue search, copied out of a checked submission. */
export function searchColumns(fields: EventSubmission) {
  const times = submissionTimes(fields.when)
  if (!times) throw new Error('searchColumns needs a checked submission')
  return {
    title: fields.title.trim(),
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    isWholeDay: fields.when.isWholeDay,
    venue: fields.place?.venue.trim() ?? null,
    urls: [fields.accessLink, ...fields.links.map((link) => link.url)].filter(
      (url): url is string => url !== undefined,
    ),
  }
}

/** Stores a submission the schema accepted (submissionErrors found nothing). */
async function insertSubmission(
  db: Database,
  submitterId: string,
  fields: EventSubmission,
  id: string,
): Promise<StoredSubmission> {
  const [row] = await db
    .insert(submissions)
    .values({
      id,
      reference: NEXT_REFERENCE,
      submitterId,
      fields,
      ...searchColumns(fields),
    })
    .returning({ id: submissions.id, reference: submissions.reference, state: submissions.state })
  if (!row) throw new Error('submission not stored')
  return row
}

/** How many submissions the account sent in the last hour. */
async function submissionsInLastHour(db: Database, submitterId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.submitterId, submitterId),
        gt(submissions.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    )
  return row?.count ?? 0
}

/**
 * Stores a submission unless the account has sent `perHour` in the last hour already (null then).
 * A lock per account makes two requests at once count one after the other, on every instance.
 */
export async function storeSubmissionWithinLimit(
  database: DatabaseHandle,
  submitterId: string,
  fields: EventSubmission,
  perHour: number,
  /** plugins/idempotency.ts createdRowId: a retry finds the submission its first request stored. */
  id: string = crypto.randomUUID(),
): Promise<StoredSubmission | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`submission:${submitterId}`}))`)
    const [stored] = await tx
      .select({ id: submissions.id, reference: submissions.reference, state: submissions.state })
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.submitterId, submitterId)))
    if (stored) return stored
    if ((await submissionsInLastHour(tx, submitterId)) >= perHour) return null
    return insertSubmission(tx, submitterId, fields, id)
  })
}

/** The account's own submissions, newest first. */
export async function submissionsOf(
  database: DatabaseHandle,
  submitterId: string,
): Promise<SubmissionRow[]> {
  return database.db
    .select()
    .from(submissions)
    .where(eq(submissions.submitterId, submitterId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
}
