// The life cycle kept visible (issue 38): the desk postpones to a new date or „Termin offen“ and
// cancels; the entry stays in the agenda where it stands, marked, a moved one with where it stood.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, berlinInstant, berlinToday } from '../../../domain/berlin-time'
import type { AgendaEvent, AgendaEventDetail, DaySummaryResponse } from '../../../domain/events-api'
import type { DeskEventResponse } from '../../../domain/planning-api'
import { events } from '../../db/schema/index'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const PLANNING = '/events/api/v1/planning'
// Days from today on, so „not in the past“ holds whatever day the suite runs.
const day = (offset: number) => addDays(berlinToday(), offset)
const iso = (offset: number, hour = 0, minute = 0) =>
  berlinInstant(day(offset), hour, minute).toISOString()

describe.each(databaseModes())('postponing and cancelling on the desk on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let planner: TestUser
  let reader: TestUser

  const call = (
    user: TestUser,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    key?: string,
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${user.ticket}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { payload } : {}),
    })
  const changeStatus = (id: string, body: object, key?: string) =>
    call(planner, 'POST', `${PLANNING}/events/${id}/status`, body, key)
  const searchWeek = async (filterRules: object[] = []) => {
    const response = await call(reader, 'POST', '/events/api/v1/events/search', {
      filterRules,
      from: iso(0),
      to: iso(30),
      limit: 200,
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ items: AgendaEvent[]; total: number }>()
  }
  const found = async (id: string) => (await searchWeek()).items.find((item) => item.id === id)

  beforeAll(async () => {
    planner = await createTestUser(suite.app, suite.database, 'Paula Planung', { isPlanner: true })
    reader = await createTestUser(suite.app, suite.database, 'Rita Redaktion')
    await insertEvents(suite.database, [
      anEvent({
        id: 'hearing',
        title: 'Anhörung im Landtag',
        startsAt: new Date(iso(3, 10)),
        endsAt: new Date(iso(3, 12, 30)),
      }),
      anEvent({
        id: 'fair',
        title: 'Handwerksmesse',
        isWholeDay: true,
        startsAt: new Date(iso(4)),
        endsAt: new Date(iso(6)),
      }),
      anEvent({
        id: 'gala',
        title: 'Benefizgala',
        startsAt: new Date(iso(5, 19)),
        endsAt: new Date(iso(5, 22)),
      }),
      anEvent({
        id: 'repeat',
        title: 'Jahrespressekonferenz',
        startsAt: new Date(iso(7, 11)),
        endsAt: new Date(iso(7, 12)),
      }),
    ])
  })

  it('moves a postponed entry to its new date and time, keeping its duration and where it stood', async () => {
    const response = await changeStatus('hearing', {
      status: 'postponed',
      newStart: { day: day(9), time: '14:00' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<DeskEventResponse>()).toMatchObject({
      status: 'postponed',
      previousStartTime: iso(3, 10),
      previousEndTime: iso(3, 12, 30),
      fields: { when: { startDay: day(9), endDay: day(9), startTime: '14:00', endTime: '16:30' } },
    })
    expect(await found('hearing')).toMatchObject({
      status: 'postponed',
      startTime: iso(9, 14),
      endTime: iso(9, 16, 30),
      previousStartTime: iso(3, 10),
      previousEndTime: iso(3, 12, 30),
    })
    const detail = await call(reader, 'GET', '/events/api/v1/events/hearing')
    expect(detail.json<AgendaEventDetail>()).toMatchObject({ previousStartTime: iso(3, 10) })
    const summary = await call(reader, 'POST', '/events/api/v1/events/day-summary', {
      filterRules: [],
      from: iso(9),
      to: iso(10),
    })
    const [entry] = summary.json<DaySummaryResponse>().days[0]?.entries ?? []
    expect(entry).toMatchObject({ id: 'hearing', previousStartTime: iso(3, 10) })

    // Postponed again: it still names where it stood first; back there, it is planned again.
    await changeStatus('hearing', { status: 'postponed', newStart: { day: day(10) } })
    expect(await found('hearing')).toMatchObject({
      startTime: iso(10, 14),
      previousStartTime: iso(3, 10),
    })
    const back = await changeStatus('hearing', {
      status: 'postponed',
      newStart: { day: day(3), time: '10:00' },
    })
    expect(back.json()).toMatchObject({ status: 'planned', previousStartTime: null })
  })

  it('moves a whole-day entry by days and refuses a time for it', async () => {
    const timed = await changeStatus('fair', {
      status: 'postponed',
      newStart: { day: day(8), time: '09:00' },
    })
    expect(timed.statusCode).toBe(400)
    expect(timed.json()).toMatchObject({ code: 'WHOLE_DAY_WITHOUT_TIME' })
    const moved = await changeStatus('fair', { status: 'postponed', newStart: { day: day(8) } })
    expect(moved.statusCode).toBe(200)
    expect(await found('fair')).toMatchObject({
      startTime: iso(8),
      endTime: iso(10),
      isWholeDay: true,
      previousStartTime: iso(4),
    })
  })

  it('keeps an entry postponed without a new date, and a cancelled one, on its day', async () => {
    await changeStatus('gala', { status: 'postponed' })
    expect(await found('gala')).toMatchObject({
      status: 'postponed',
      startTime: iso(5, 19),
      previousStartTime: null,
    })
    await changeStatus('gala', { status: 'cancelled' })
    expect(await found('gala')).toMatchObject({ status: 'cancelled', startTime: iso(5, 19) })
  })

  it('clears the marks when the entry is planned again, where it now stands', async () => {
    await changeStatus('repeat', { status: 'postponed', newStart: { day: day(12) } })
    const planned = await changeStatus('repeat', { status: 'planned' })
    expect(planned.json()).toMatchObject({
      status: 'planned',
      previousStartTime: null,
      previousEndTime: null,
    })
    expect(await found('repeat')).toMatchObject({
      status: 'planned',
      startTime: iso(12, 11),
      previousStartTime: null,
    })
  })

  it('writes a repeated postponement once: with its key replayed, without it unchanged', async () => {
    const body = { status: 'postponed', newStart: { day: day(14), time: '09:30' } }
    const first = await changeStatus('repeat', body, 'postpone-repeat-1')
    expect(first.statusCode).toBe(200)
    const replayed = await changeStatus('repeat', body, 'postpone-repeat-1')
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json()).toEqual(first.json())
    const again = await changeStatus('repeat', body)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      status: 'postponed',
      previousStartTime: iso(12, 11),
      fields: { when: { startDay: day(14), startTime: '09:30' } },
    })
    const [row] = await suite.database.db.select().from(events).where(eq(events.id, 'repeat'))
    expect(row?.previousStartsAt?.toISOString()).toBe(iso(12, 11))
  })

  it.each([
    [
      'a day that does not exist',
      { status: 'postponed', newStart: { day: '2031-02-30' } },
      'INVALID_DATE',
    ],
    [
      'a day in the wrong form',
      { status: 'postponed', newStart: { day: '7.12.2031' } },
      'VALIDATION_ERROR',
    ],
    [
      'a time in the wrong form',
      { status: 'postponed', newStart: { day: '2031-02-03', time: '25:00' } },
      'VALIDATION_ERROR',
    ],
    [
      'a new date in the past',
      { status: 'postponed', newStart: { day: '2020-01-06', time: '10:00' } },
      'POSTPONED_INTO_PAST',
    ],
    [
      'a new date with another status',
      { status: 'cancelled', newStart: { day: '2031-02-03' } },
      'NEW_START_ONLY_WHEN_POSTPONED',
    ],
    ['no status', { newStart: { day: '2031-02-03' } }, 'VALIDATION_ERROR'],
  ])('refuses %s with 400 and a German sentence', async (_what, body, code) => {
    const response = await changeStatus('gala', body)
    expect(response.statusCode).toBe(400)
    const refusal = response.json<{ code: string; message: string }>()
    expect(refusal.code).toBe(code)
    expect(refusal.message).toMatch(/[a-zäöü]/)
    expect(await found('gala')).toMatchObject({ status: 'cancelled', startTime: iso(5, 19) })
  })

  it('refuses a move to where a planned entry stands already', async () => {
    const response = await changeStatus('fair', { status: 'planned' })
    expect(response.statusCode).toBe(200)
    const same = await changeStatus('fair', { status: 'postponed', newStart: { day: day(8) } })
    expect(same.statusCode).toBe(400)
    expect(same.json()).toMatchObject({ code: 'POSTPONED_TO_SAME_TIME' })
  })

  it('answers 404 for an unknown entry and 403 to a non-planner', async () => {
    const unknown = await changeStatus('no-such-event', {
      status: 'postponed',
      newStart: { day: day(3) },
    })
    expect(unknown.statusCode).toBe(404)
    const refused = await call(reader, 'POST', `${PLANNING}/events/gala/status`, {
      status: 'planned',
    })
    expect(refused.statusCode).toBe(403)
  })
})
