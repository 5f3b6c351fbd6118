// The nightly rewrite of the coming weeks of event_search: when it runs, which rows it writes, and
// that afterwards they lie in start order with the same contents as the entries.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, jobs } from '../db/schema/index'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import {
  comingWeeks,
  nextQuietHour,
  REORDER_EVENT_SEARCH,
  reorderEventSearch,
} from './reorder-event-search'

describe('when the rewrite runs', () => {
  it.each([
    ['before 03:00 Berlin: the same night', '2026-11-25T01:30:00Z', '2026-11-25T02:00:00Z'],
    ['after 03:00 Berlin: the next night', '2026-11-25T02:00:00Z', '2026-11-26T02:00:00Z'],
    ['the night the clocks go forward', '2026-03-28T23:30:00Z', '2026-03-29T01:00:00Z'],
    ['the night the clocks go back', '2026-10-24T23:30:00Z', '2026-10-25T02:00:00Z'],
  ])('%s', (_case, now, next) => {
    expect(nextQuietHour(new Date(now)).toISOString()).toBe(new Date(next).toISOString())
  })

  it('covers eight weeks from the start of the Berlin day', () => {
    const { from, until } = comingWeeks(new Date('2026-11-24T23:30:00Z'))
    expect([from.toISOString(), until.toISOString()]).toEqual([
      '2026-11-24T23:00:00.000Z',
      '2027-01-19T23:00:00.000Z',
    ])
  })
})

describe.each(databaseModes())('rewriting the coming weeks of event_search (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { JOB_WORKER: 'off' } })
  const weeks = { from: new Date('2026-03-02T00:00:00Z'), until: new Date('2026-03-09T00:00:00Z') }
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour))

  /** The rows of the range as stored, in their physical order. */
  const storedOrder = (from: Date, until: Date) =>
    testApp.database.query<{ id: string }>(
      `SELECT id FROM event_search WHERE starts_at >= $1 AND starts_at < $2 ORDER BY ctid`,
      [from.toISOString(), until.toISOString()],
    )
  const byStart = (from: Date, until: Date) =>
    testApp.database.query<{ id: string }>(
      `SELECT id FROM events WHERE starts_at >= $1 AND starts_at < $2 ORDER BY starts_at, id`,
      [from.toISOString(), until.toISOString()],
    )

  it('is booked for the next quiet hour when the app starts', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, REORDER_EVENT_SEARCH.key))
    expect(row?.kind).toBe(REORDER_EVENT_SEARCH.kind)
    expect(row?.runAt.getTime()).toBe(nextQuietHour(new Date(row?.createdAt ?? 0)).getTime())
  })

  it('writes the range in start order with the entries as they are, and leaves the rest', async () => {
    // Written out of order, then some moved in time: the copy's rows land where there is room.
    const days = [6, 2, 5, 3, 4, 2, 6, 3]
    await insertEvents(
      testApp.database,
      days.map((day, index) =>
        anEvent({ id: `reorder-${index}`, startsAt: at(day, index), endsAt: at(day, index + 1) }),
      ),
    )
    // Two at the same time, written against the order of their ids: only the rewrite's own
    // order puts them side by side by id (an index on the start alone keeps them as written).
    await insertEvents(testApp.database, [
      anEvent({ id: 'reorder-tie-b', startsAt: at(4, 12), endsAt: at(4, 13) }),
      anEvent({ id: 'reorder-tie-a', startsAt: at(4, 12), endsAt: at(4, 13) }),
      anEvent({ id: 'reorder-later', startsAt: at(20, 9), endsAt: at(20, 10) }),
    ])
    for (const [id, day] of [
      ['reorder-6', 2],
      ['reorder-1', 7],
    ] as const) {
      await testApp.database.db
        .update(events)
        .set({ startsAt: at(day, 0), endsAt: at(day, 1), title: `Verschoben ${id}` })
        .where(eq(events.id, id))
    }
    const later = await storedOrder(at(20, 0), at(21, 0))
    const [laterPlace] = await testApp.database.query<{ ctid: string }>(
      `SELECT ctid::text FROM event_search WHERE id = 'reorder-later'`,
    )
    expect(await storedOrder(weeks.from, weeks.until)).not.toEqual(
      await byStart(weeks.from, weeks.until),
    )

    // With statistics the planner reads a table this small in stored order, as it reads a real
    // agenda's weeks (a bitmap or sequential scan), not through the index on the start.
    await testApp.database.query('ANALYZE events')
    expect(await reorderEventSearch(testApp.database, weeks)).toBe(days.length + 2)

    expect(await storedOrder(weeks.from, weeks.until)).toEqual(
      await byStart(weeks.from, weeks.until),
    )
    const differing = await testApp.database.query(
      `SELECT id, starts_at, ends_at, kind, is_top, search_words FROM events
       EXCEPT SELECT id, starts_at, ends_at, kind, is_top, search_words FROM event_search`,
    )
    expect(differing).toEqual([])
    expect(await storedOrder(at(20, 0), at(21, 0))).toEqual(later)
    expect(
      await testApp.database.query(
        `SELECT ctid::text FROM event_search WHERE id = 'reorder-later'`,
      ),
    ).toEqual([laterPlace])
  })
})
