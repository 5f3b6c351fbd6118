// Changes of a submission's fields (docs/architecture.md#planning-desk): the planner's edit on the
// desk, and the submitter's own change, which sends a decided submission back to review.
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm'
import type { EventSubmission } from '../../../../domain/event-submission'
import { isOpenSubmissionState } from '../../../../domain/submissions-api'
import type { Database, DatabaseHandle } from '../../../db/database'
import { submissionHistory, type SubmissionRow } from '../../../db/schema/index'
import { searchColumns } from '../../submissions/submission-store'
import { changedFields } from '../changed-fields'
import {
  alreadyDecided,
  lockedSubmission,
  notFound,
  record,
  updateSubmission,
  versionConflict,
  type Actor,
  type SubmissionChange,
} from './submission-rows'

/** The planner's edit of any field; an untouched submission goes to „in Prüfung“. */
export async function editSubmission(
  database: DatabaseHandle,
  id: string,
  edit: { version: number; fields: EventSubmission },
  actor: Actor,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await lockedSubmission(tx, id)
    if (row.version !== edit.version) throw versionConflict()
    if (!isOpenSubmissionState(row.state)) throw alreadyDecided()
    const changed = changedFields(row.fields, edit.fields)
    if (changed.length === 0) return
    await updateSubmission(tx, row, {
      fields: edit.fields,
      ...searchColumns(edit.fields),
      state: 'in_pruefung',
    })
    await record(tx, id, actor, { action: 'bearbeitet', changedFields: changed })
  })
}

/** How many changes the account made to its own submissions in the last hour. */
async function changesInLastHour(db: Database, submitterId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(submissionHistory)
    .where(
      and(
        eq(submissionHistory.actorId, submitterId),
        inArray(submissionHistory.action, ['bearbeitet', 'erneut_eingereicht']),
        gt(submissionHistory.at, new Date(Date.now() - 3600_000)),
      ),
    )
  return row?.count ?? 0
}

/**
 * The submitter's change of their own submission, at most `perHour` an hour (null beyond; counted
 * under the same per-account lock as sending, so all instances share it). A decided one goes back
 * to review („erneut eingereicht“); an accepted one keeps its event, which changes only when it is
 * accepted again.
 */
export async function resubmit(
  database: DatabaseHandle,
  id: string,
  fields: EventSubmission,
  submitter: Actor,
  perHour: number,
): Promise<SubmissionRow | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`submission:${submitter.id}`}))`)
    const row = await lockedSubmission(tx, id)
    // Someone else's submission is as unknown as a missing one.
    if (row.submitterId !== submitter.id) throw notFound()
    const changed = changedFields(row.fields, fields)
    if (changed.length === 0) return row
    if ((await changesInLastHour(tx, submitter.id)) >= perHour) return null
    const decided = !isOpenSubmissionState(row.state)
    const change: SubmissionChange = {
      fields,
      ...searchColumns(fields),
      state: row.state === 'neu' ? 'neu' : 'in_pruefung',
      // A duplicate's event is another one: accepting it later must not overwrite that.
      eventId: row.state === 'dublette' ? null : row.eventId,
      rejectionReason: null,
    }
    await updateSubmission(tx, row, change)
    await record(tx, id, submitter, {
      action: decided ? 'erneut_eingereicht' : 'bearbeitet',
      changedFields: changed,
    })
    return { ...row, ...change, version: row.version + 1 } as SubmissionRow
  })
}
