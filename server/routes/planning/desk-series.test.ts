// Series on the planning desk (issue 38 item 6, docs/architecture.md "Series"): the desk creates a
// weekly series with a day left out; the agenda has each occurrence at its Berlin time across the
// switch to summer time; a rule that does not fit is refused in German; calendars get the series
// as one event with RRULE and EXDATE, which ical.js expands to exactly the occurrences, and each
// occurrence as itself (RECURRENCE-ID), a cancelled one cancelled while the series stands.
import { asc, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { EventSubmission } from '../../../domain/event-submission'
import type { DeskEventResponse } from '../../../domain/planning-api'
import { events } from '../../db/schema/index'
import { parseCalendar } from '../../../tests/support/server/ics-reader'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const PLANNING = '/events/api/v1/planning'

// Monday 15 March 2027, 10:00–11:00 in Berlin; summer time starts on 28 March.
const briefing: EventSubmission = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Wöchentliches Pressebriefing der Landesregierung',
  description: 'Die Sprecherin berichtet aus dem Kabinett.',
  when: {
    startDay: '2027-03-15',
    endDay: '2027-03-15',
    isWholeDay: false,
    startTime: '10:00',
    endTime: '11:00',
  },
  accessLink: 'https://stream.example.org/briefing',
  organiser: 'Staatskanzlei',
  deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
  ressort: 'politik',
  links: [],
}
const weekly = { frequency: 'weekly', until: '2027-04-12', except: ['2027-03-29'] }

describe.each(databaseModes())('series on the planning desk (%s)', (mode) => {
  const suite = setUpTestApp(mode)
  let planner: TestUser

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    suite.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${planner.ticket}`,
        'idempotency-key': crypto.randomUUID(),
      },
      ...(payload ? { payload } : {}),
    })
  const occurrences = () =>
    suite.database.db
      .select({ id: events.id, startsAt: events.startsAt, seriesId: events.seriesId })
      .from(events)
      .where(eq(events.title, briefing.title))
      .orderBy(asc(events.startsAt))

  it('creates each occurrence at its Berlin time, the day left out not at all', async () => {
    planner = await createTestUser(suite.app, suite.database, 'Paula Planung', { isPlanner: true })
    const created = await call('POST', `${PLANNING}/events`, {
      fields: briefing,
      isTop: false,
      series: weekly,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json<DeskEventResponse>().series).toEqual({ rule: weekly, occurrences: 4 })
    const rows = await occurrences()
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([
      '2027-03-15T09:00:00.000Z',
      '2027-03-22T09:00:00.000Z',
      // 10:00 in summer time.
      '2027-04-05T08:00:00.000Z',
      '2027-04-12T08:00:00.000Z',
    ])
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1)
  })

  it('refuses a rule that does not fit, in German, and creates nothing', async () => {
    const refused = await call('POST', `${PLANNING}/events`, {
      fields: { ...briefing, title: 'Falsche Serie' },
      isTop: false,
      series: { ...weekly, except: ['2027-03-30'] },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'INVALID_SUBMISSION',
      fields: { series: 'Die Ausnahme 30.03.2027 ist kein Termin der Serie.' },
    })
    const bad = await call('POST', `${PLANNING}/events`, {
      fields: briefing,
      isTop: false,
      series: { frequency: 'daily', until: '2027-04-12', except: [] },
    })
    expect(bad.statusCode).toBe(400)
    const none = await suite.database.db
      .select()
      .from(events)
      .where(eq(events.title, 'Falsche Serie'))
    expect(none).toEqual([])
  })

  it('gives calendars the series with its rule and each occurrence as itself', async () => {
    const [first, second] = await occurrences()
    if (!first || !second) throw new Error('the series has occurrences')
    const cancelled = await call('POST', `${PLANNING}/events/${second.id}/status`, {
      status: 'cancelled',
    })
    expect(cancelled.statusCode).toBe(200)
    const ics = await call('GET', `/events/api/v1/events/${first.id}/calendar.ics`)
    expect(ics.statusCode).toBe(200)
    const { calendar } = parseCalendar(ics.body)
    const vevents = calendar.getAllSubcomponents('vevent')
    const master = vevents.find((event) => !event.hasProperty('recurrence-id'))
    if (!master) throw new Error('no VEVENT with the rule')
    expect(String(master.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;UNTIL=2027041/)
    expect(master.getFirstPropertyValue('status')).toBe('CONFIRMED')
    // ical.js, as Thunderbird, expands the rule to the occurrences there are.
    const expanded: string[] = []
    const iterator = new ICAL.Event(master).iterator()
    for (let next = iterator.next(); next; next = iterator.next())
      expanded.push(next.toJSDate().toISOString())
    expect(expanded).toEqual((await occurrences()).map((row) => row.startsAt.toISOString()))
    // The occurrence exported is there as itself, with the series' UID.
    const own = vevents.filter((event) => event.hasProperty('recurrence-id'))
    expect(own.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      master.getFirstPropertyValue('uid'),
    ])

    const selection = await call('POST', '/events/api/v1/export/calendar.ics', {
      ids: [first.id, second.id],
    })
    const both = parseCalendar(selection.body).calendar.getAllSubcomponents('vevent')
    const secondOwn = both.find(
      (event) =>
        event.hasProperty('recurrence-id') &&
        (event.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString() ===
          second.startsAt.toISOString(),
    )
    expect(secondOwn?.getFirstPropertyValue('status')).toBe('CANCELLED')
  })
})
