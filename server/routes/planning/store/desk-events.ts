// The events the desk writes (docs/architecture.md#planning-desk): its own, any event it edits,
// their status, and the event an accepted submission becomes. Writing `events` raises the
// agenda's data version (trigger, migration 0007), so search, facets and the search cache see
// the change at once.
import { eq } from 'drizzle-orm'
import type { EventStatus } from '../../../../domain/filter-rules'
import type { DeskEvent } from '../../../../domain/planning-api'
import type { Database, DatabaseHandle } from '../../../db/database'
import { events, type EventRow, type SubmissionRow } from '../../../db/schema/index'
import { ApiError } from '../../../plugins/api-errors'
import { eventColumns } from '../desk-event-columns'

export const eventNotFound = () =>
  new ApiError(404, 'EVENT_NOT_FOUND', 'Diesen Termin gibt es nicht mehr.')

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

/**
 * An accepted submission's event, written from its fields inside the decision's transaction: a
 * new one, or the one it became before a resubmission.
 */
export async function writeSubmissionEvent(db: Database, row: SubmissionRow): Promise<string> {
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
