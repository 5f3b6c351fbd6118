// A planner's decision on an open submission (docs/architecture.md#planning-desk): annehmen writes
// its event in the same transaction, dublette points at an existing one, ablehnen hands the
// caller the mail to send once the transaction is committed.
import { eq } from 'drizzle-orm'
import { submissionErrors, type EventSubmission } from '../../../../domain/event-submission'
import type { Decision } from '../../../../domain/planning-api'
import { isOpenSubmissionState } from '../../../../domain/submissions-api'
import type { DatabaseHandle } from '../../../db/database'
import { events, users } from '../../../db/schema/index'
import { ApiError } from '../../../plugins/api-errors'
import { eventNotFound, writeSubmissionEvent } from './desk-events'
import {
  alreadyDecided,
  lockedSubmission,
  record,
  updateSubmission,
  versionConflict,
  type Actor,
} from './submission-rows'

/**
 * Fields stored before a rule of the form came (an Ende before the Beginn) are refused as the
 * desk's edit would refuse them: the planner corrects them before the agenda gets the event.
 */
function refusalOfStored(fields: EventSubmission): ApiError | null {
  const refused = Object.entries(submissionErrors(fields))
  if (refused.length === 0) return null
  const sentences = refused.map(([, message]) => message).join(' ')
  return new ApiError(
    400,
    'INVALID_SUBMISSION',
    `Bitte bearbeiten Sie die Einreichung zuerst: ${sentences}`,
    Object.fromEntries(refused.map(([path, message]) => [`fields/${path}`, message])),
  )
}

/** What the caller mails after a rejection, once the transaction is committed. */
export interface Rejection {
  to: string
  name: string
  reference: string
  title: string
  reason: string
}

/** A planner's decision on an open submission; a rejection's mail for the caller to send. */
export async function decide(
  database: DatabaseHandle,
  id: string,
  decision: Decision,
  actor: Actor,
): Promise<Rejection | null> {
  return database.db.transaction(async (tx) => {
    const row = await lockedSubmission(tx, id)
    if (row.version !== decision.version) throw versionConflict()
    if (!isOpenSubmissionState(row.state)) throw alreadyDecided()
    if (decision.decision === 'annehmen') {
      const refusal = refusalOfStored(row.fields)
      if (refusal) throw refusal
      const eventId = await writeSubmissionEvent(tx, row)
      await updateSubmission(tx, row, { state: 'angenommen', eventId, rejectionReason: null })
      await record(tx, id, actor, { action: 'angenommen' })
      return null
    }
    if (decision.decision === 'dublette') {
      const [event] = await tx
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(eq(events.id, decision.eventId))
      if (!event) throw eventNotFound()
      await updateSubmission(tx, row, { state: 'dublette', eventId: event.id })
      await record(tx, id, actor, { action: 'dublette', note: `${event.title} (${event.id})` })
      return null
    }
    const reason = decision.reason.trim()
    await updateSubmission(tx, row, { state: 'abgelehnt', rejectionReason: reason })
    await record(tx, id, actor, { action: 'abgelehnt', note: reason })
    const [submitter] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, row.submitterId))
    if (!submitter) return null
    return {
      to: submitter.email,
      name: submitter.name,
      reference: row.reference,
      title: row.title,
      reason,
    }
  })
}
