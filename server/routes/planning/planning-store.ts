// The planning desk's reads and writes (docs/architecture.md#planning-desk): the queue with its
// counts, one submission with its duplicates and history, the planner's edits and decisions, the
// submitter's own change, and the events the desk writes. Every change of a submission runs in one
// transaction on the row locked FOR UPDATE, checks the version the client saw (409 otherwise),
// raises it and records who changed what. Writing `events` raises the agenda's data version
// (trigger, migration 0007), so search, facets and the search cache see the change at once.
import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { submissionErrors, type EventSubmission } from '../../../domain/event-submission'
import type { EventStatus } from '../../../domain/filter-rules'
import type {
  Decision,
  DeskEvent,
  HistoryEntry,
  QueueItem,
  QueueRequest,
  QueueResponse,
  QueueSubmission,
} from '../../../domain/planning-api'
import {
  SUBMISSION_STATES,
  type Duplicate,
  type SubmissionState,
} from '../../../domain/submissions-api'
import type { Database, DatabaseHandle } from '../../db/database'
import {
  events,
  submissionHistory,
  submissions,
  users,
  type EventRow,
  type SubmissionRow,
} from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { findDuplicates } from '../submissions/find-duplicates'
import { searchColumns } from '../submissions/submission-store'
import { changedFields } from './changed-fields'
import { eventColumns } from './desk-event-columns'

/** Who acts: the planner, or the submitter changing their own submission. */
export interface Actor {
  id: string
  name: string
}

/** The states a planner still decides on. */
const OPEN_STATES: readonly SubmissionState[] = ['neu', 'in_pruefung']
const isOpen = (state: SubmissionState) => OPEN_STATES.includes(state)
/** The queue shows the newest this many per request; the counts cover all. */
const QUEUE_LIMIT = 200

const notFound = () => new ApiError(404, 'SUBMISSION_NOT_FOUND', 'Diese Einreichung gibt es nicht.')
const versionConflict = () =>
  new ApiError(
    409,
    'VERSION_CONFLICT',
    'Die Einreichung wurde inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie die Änderungen.',
  )
const alreadyDecided = () =>
  new ApiError(
    409,
    'SUBMISSION_DECIDED',
    'Über diese Einreichung ist bereits entschieden. Ein angenommener Termin wird in der Planung unter „Termine“ bearbeitet.',
  )
export const eventNotFound = () =>
  new ApiError(404, 'EVENT_NOT_FOUND', 'Diesen Termin gibt es nicht mehr.')

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function queueConditions(request: QueueRequest): SQL[] {
  const conditions: SQL[] = []
  const words = request.q?.trim()
  if (words) conditions.push(ilike(submissions.title, `%${escapeLike(words)}%`))
  const ressort = request.ressort?.trim()
  if (ressort) conditions.push(sql`${submissions.fields}->>'ressort' = ${ressort}`)
  return conditions
}

/** Likely duplicates, without the event the submission itself became. */
async function duplicatesOf(database: DatabaseHandle, row: SubmissionRow): Promise<Duplicate[]> {
  const found = await findDuplicates(database, row.fields, row.id)
  return found.filter((duplicate) => !(duplicate.kind === 'event' && duplicate.id === row.eventId))
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
  duplicateScore: isOpen(row.state) ? row.duplicateScore : null,
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

async function lockedSubmission(db: Database, id: string): Promise<SubmissionRow> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

async function record(
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

type SubmissionChange = Partial<typeof submissions.$inferInsert>

async function updateSubmission(db: Database, row: SubmissionRow, change: SubmissionChange) {
  await db
    .update(submissions)
    .set({ ...change, version: row.version + 1, updatedAt: new Date() })
    .where(eq(submissions.id, row.id))
}

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
    if (!isOpen(row.state)) throw alreadyDecided()
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

/** The submission's event, written from its fields: a new one, or the one it became before. */
async function writeAcceptedEvent(db: Database, row: SubmissionRow): Promise<string> {
  const columns = eventColumns(row.fields)
  if (row.eventId) {
    const [updated] = await db
      .update(events)
      .set(columns)
      .where(eq(events.id, row.eventId))
      .returning({ id: events.id })
    if (updated) return updated.id
  }
  const id = crypto.randomUUID()
  await db.insert(events).values({ id, ...columns, source: 'submission' })
  return id
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
    if (!isOpen(row.state)) throw alreadyDecided()
    if (decision.decision === 'annehmen') {
      const refusal = refusalOfStored(row.fields)
      if (refusal) throw refusal
      const eventId = await writeAcceptedEvent(tx, row)
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
    const decided = !isOpen(row.state)
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

export async function loadEvent(database: DatabaseHandle, id: string): Promise<EventRow | null> {
  const [row] = await database.db.select().from(events).where(eq(events.id, id))
  return row ?? null
}

/** An event the desk writes itself, planned. */
export async function createDeskEvent(
  database: DatabaseHandle,
  desk: DeskEvent,
): Promise<EventRow> {
  const [row] = await database.db
    .insert(events)
    .values({
      id: crypto.randomUUID(),
      ...eventColumns(desk.fields),
      isTop: desk.isTop,
      source: 'desk',
    })
    .returning()
  if (!row) throw new Error('event not stored')
  return row
}

/** Any event rewritten from the form, seeded ones too; its status stays. */
export async function updateDeskEvent(
  database: DatabaseHandle,
  id: string,
  desk: DeskEvent,
): Promise<EventRow> {
  const [row] = await database.db
    .update(events)
    .set({ ...eventColumns(desk.fields), isTop: desk.isTop })
    .where(eq(events.id, id))
    .returning()
  if (!row) throw eventNotFound()
  return row
}

export async function setEventStatus(
  database: DatabaseHandle,
  id: string,
  status: EventStatus,
): Promise<EventRow> {
  const [row] = await database.db
    .update(events)
    .set({ status, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning()
  if (!row) throw eventNotFound()
  return row
}
