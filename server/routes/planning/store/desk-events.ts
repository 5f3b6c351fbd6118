// The events the desk writes (docs/architecture.md#planning-desk): its own, any event it edits,
// their status, and the event an accepted submission becomes. Writing `events` raises the
// agenda's data version (trigger, migration 0007), so search, facets and the search cache see
// the change at once.
import { eq } from 'drizzle-orm'
import { addDays, daysBetween } from '../../../../domain/berlin-time'
import { seriesDays, type SeriesRule } from '../../../../domain/event-series'
import type { EventSubmission } from '../../../../domain/event-submission'
import type { DeskEvent, EventStatusChange } from '../../../../domain/planning-api'
import type { Database, DatabaseHandle } from '../../../db/database'
import { events, eventSeries, type EventRow, type SubmissionRow } from '../../../db/schema/index'
import { ApiError } from '../../../plugins/api-errors'
import { eventColumns } from '../desk-event-columns'
import { movedTimes, unchangedStartRefusal } from '../postponement'

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

/** The form moved by `days` days, its times kept: Berlin wall-clock times across a DST switch. */
function shiftedForm(fields: EventSubmission, days: number): EventSubmission {
  const { when } = fields
  return {
    ...fields,
    when: { ...when, startDay: addDays(when.startDay, days), endDay: addDays(when.endDay, days) },
  }
}

/**
 * A series the desk creates: its rule, and every occurrence as an entry of its own, planned, in one
 * statement (one data version: alerts and live lists see the series at once). The rule was checked
 * (seriesRuleProblem). Answers the first occurrence and how many there are.
 */
export async function createDeskSeries(
  database: DatabaseHandle,
  desk: DeskEvent,
  rule: SeriesRule,
): Promise<{ first: EventRow; occurrences: number }> {
  const firstDay = desk.fields.when.startDay
  const seriesId = crypto.randomUUID()
  return database.db.transaction(async (tx) => {
    await tx.insert(eventSeries).values({ id: seriesId, ...rule })
    const rows = await tx
      .insert(events)
      .values(
        seriesDays(firstDay, rule).map((day) => {
          const columns = eventColumns(shiftedForm(desk.fields, daysBetween(firstDay, day)))
          return {
            id: crypto.randomUUID(),
            ...columns,
            isTop: desk.isTop,
            source: 'desk' as const,
            seriesId,
            seriesStartsAt: columns.startsAt,
          }
        }),
      )
      .returning()
    const [first] = rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    if (!first) throw new Error('series not stored')
    return { first, occurrences: rows.length }
  })
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

/**
 * Absagen, wieder planen, or verschieben: without a new date the entry keeps its day („neuer
 * Termin offen“); with one it moves there and keeps where it stood before it was first postponed,
 * so a retry (or a second move) never loses it. Every change but a move clears that mark. A repeat
 * of the same change writes nothing new: the desk's writes are idempotent.
 */
export async function changeEventStatus(
  database: DatabaseHandle,
  id: string,
  change: EventStatusChange,
  now = new Date(),
): Promise<EventRow> {
  const { newStart } = change
  if (!newStart) {
    const [row] = await database.db
      .update(events)
      .set({ status: change.status, previousStartsAt: null, previousEndsAt: null, updatedAt: now })
      .where(eq(events.id, id))
      .returning()
    if (!row) throw eventNotFound()
    return row
  }
  if (change.status !== 'postponed') {
    throw new ApiError(
      400,
      'NEW_START_ONLY_WHEN_POSTPONED',
      'Einen neuen Termin gibt es nur beim Verschieben.',
    )
  }
  return database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update')
    if (!row) throw eventNotFound()
    const moved = movedTimes(row, newStart, now)
    const same = (a: Date | null, b: Date) => a !== null && a.getTime() === b.getTime()
    if (same(row.startsAt, moved.startsAt) && same(row.endsAt, moved.endsAt)) {
      if (row.status === 'postponed' && row.previousStartsAt) return row
      throw unchangedStartRefusal()
    }
    // Moved back to where it stood: planned there again, nothing left to mark.
    const back =
      same(row.previousStartsAt, moved.startsAt) && same(row.previousEndsAt, moved.endsAt)
    const [written] = await tx
      .update(events)
      .set({
        status: back ? 'planned' : 'postponed',
        startsAt: moved.startsAt,
        endsAt: moved.endsAt,
        previousStartsAt: back ? null : (row.previousStartsAt ?? row.startsAt),
        previousEndsAt: back ? null : (row.previousEndsAt ?? row.endsAt),
        form: row.form && { ...row.form, when: moved.when },
        updatedAt: now,
      })
      .where(eq(events.id, id))
      .returning()
    if (!written) throw eventNotFound()
    return written
  })
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
