import { beforeAll, describe, expect, it } from 'vitest'
import type {
  DaySummaryRequest,
  DaySummaryResponse,
  EventSearchResponse,
} from '../../../domain/events-api'
import { TOP_FILTER, type FilterRule } from '../../../domain/filter-rules'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { createTestUser } from '../../../tests/support/server/test-users'

// March 2026 in Berlin: the clocks go forward on the 29th.
const MARCH = { from: '2026-03-01T00:00:00+01:00', to: '2026-04-01T00:00:00+02:00' }
// May 2026 holds the 5,000 entries of the load test, apart from the rest.
const MAY = { from: '2026-05-01T00:00:00+02:00', to: '2026-06-01T00:00:00+02:00' }
const at = (iso: string) => new Date(iso)
const fulltext = (value: string): FilterRule => ({ type: 'FILTER_FULLTEXT', values: [value] })

describe.each(databaseModes())('the day summary on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
    await insertEvents(suite.database, [
      anEvent({
        title: 'Messe über den Monatswechsel',
        startsAt: at('2026-02-27T08:00:00Z'),
        endsAt: at('2026-03-03T16:00:00Z'),
        ressorts: ['wirtschaft'],
      }),
      anEvent({
        title: 'Kongress in den April',
        startsAt: at('2026-03-30T07:00:00Z'),
        endsAt: at('2026-04-02T15:00:00Z'),
        isTop: true,
        ressorts: ['politik'],
      }),
      anEvent({
        title: 'Ganztags bis Mitternacht',
        startsAt: at('2026-03-09T23:00:00Z'),
        endsAt: at('2026-03-11T23:00:00Z'),
        isWholeDay: true,
      }),
      // 00:30 in Berlin on 2 March, still 1 March in UTC.
      anEvent({
        title: 'Nachtsitzung Landtag',
        startsAt: at('2026-03-01T23:30:00Z'),
        endsAt: at('2026-03-02T01:00:00Z'),
        ressorts: ['politik'],
        regionalServices: ['bay'],
      }),
      anEvent({
        title: 'ohne Dauer',
        startsAt: at('2026-03-02T11:00:00Z'),
        endsAt: at('2026-03-02T11:00:00Z'),
      }),
      ...Array.from({ length: 6 }, (_, index) =>
        anEvent({
          title: `Zehnter ${index}`,
          startsAt: at(`2026-03-10T${String(8 + index).padStart(2, '0')}:00:00Z`),
          endsAt: at(`2026-03-10T${String(9 + index).padStart(2, '0')}:00:00Z`),
          isTop: index === 4,
          ressorts: [index % 2 === 0 ? 'sport' : 'kultur'],
        }),
      ),
      anEvent({
        title: 'im April',
        startsAt: at('2026-04-01T08:00:00Z'),
        endsAt: at('2026-04-01T09:00:00Z'),
      }),
    ])
  })

  async function post(body: object, url = '/events/api/v1/events/day-summary') {
    return suite.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${ticket}` },
      payload: body,
    })
  }

  async function summary(body: Partial<DaySummaryRequest> = {}): Promise<DaySummaryResponse> {
    const response = await post({ filterRules: [], ...MARCH, ...body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  const counts = (answer: DaySummaryResponse) =>
    Object.fromEntries(answer.days.map(({ day, count }) => [day, count]))
  const titlesOn = (answer: DaySummaryResponse, day: string) =>
    answer.days.find((summary) => summary.day === day)?.entries.map((entry) => entry.title)

  it('counts each Berlin day, an entry of several days on each of its days in the window', async () => {
    expect(counts(await summary())).toEqual({
      '2026-03-01': 1,
      '2026-03-02': 3,
      '2026-03-03': 1,
      '2026-03-10': 7,
      '2026-03-11': 1,
      '2026-03-30': 1,
      '2026-03-31': 1,
    })
  })

  it('counts the entries of the window once in its total', async () => {
    expect((await summary()).total).toBe(11)
  })

  it('lists the first entries of a day, top entries chosen first, in the day’s order', async () => {
    const answer = await summary({ perDay: 3 })
    expect(titlesOn(answer, '2026-03-10')).toEqual([
      'Ganztags bis Mitternacht',
      'Zehnter 0',
      'Zehnter 4',
    ])
    expect(titlesOn(await summary({ perDay: 10 }), '2026-03-10')).toHaveLength(7)
    expect(titlesOn(answer, '2026-03-02')).toEqual([
      'Messe über den Monatswechsel',
      'Nachtsitzung Landtag',
      'ohne Dauer',
    ])
  })

  it('follows the request’s order within a day', async () => {
    const answer = await summary({ perDay: 10, order: 'desc' })
    expect(titlesOn(answer, '2026-03-02')).toEqual([
      'ohne Dauer',
      'Nachtsitzung Landtag',
      'Messe über den Monatswechsel',
    ])
  })

  it('carries only what a day cell or column draws', async () => {
    const [first] = (await summary()).days[0]?.entries ?? []
    expect(first).toEqual({
      id: expect.any(String) as string,
      kind: 'event',
      title: 'Messe über den Monatswechsel',
      startTime: '2026-02-27T08:00:00.000Z',
      endTime: '2026-03-03T16:00:00.000Z',
      isWholeDay: false,
      isTop: false,
      status: 'planned',
      ressorts: ['wirtschaft'],
      location: { name: null, city: null, area: null, locality: null, country: null },
    })
  })

  it('applies the search text and the filter rules', async () => {
    expect(counts(await summary({ filterRules: [fulltext('Landtag')] }))).toEqual({
      '2026-03-02': 1,
    })
    const sport: FilterRule = { type: 'FILTER_RESSORT', values: ['sport'] }
    expect(counts(await summary({ filterRules: [sport] }))).toEqual({ '2026-03-10': 3 })
    const noPolitics: FilterRule = { type: 'FILTER_RESSORT', values: ['politik'], exclude: true }
    expect((await summary({ filterRules: [noPolitics] })).total).toBe(9)
  })

  it('answers the facets and withoutTop exactly as the search does', async () => {
    for (const filterRules of [[], [TOP_FILTER], [TOP_FILTER, fulltext('Zehnter')]]) {
      const searched = await post({ filterRules, ...MARCH }, '/events/api/v1/events/search')
      const { total, facets, withoutTop } = searched.json<EventSearchResponse>()
      const answer = await summary({ filterRules })
      expect({ total: answer.total, facets: answer.facets, withoutTop: answer.withoutTop }).toEqual(
        { total, facets, withoutTop },
      )
    }
    const top = await summary({ filterRules: [TOP_FILTER] })
    expect(counts(top)).toEqual({ '2026-03-10': 1, '2026-03-30': 1, '2026-03-31': 1 })
    expect(top.withoutTop?.total).toBe(11)
    expect(top.withoutTop?.facets.ressort).toMatchObject({ politik: 2, sport: 3, kultur: 3 })
    expect(top.facets.ressort).toEqual({ politik: 1, sport: 1 })
  })

  it('answers a month of 5,000 entries in one request', async () => {
    // Every tenth entry runs over three days; days are counted as far as May goes.
    const dayOf = (index: number) => index % 31
    const spanOf = (index: number) => (index % 10 === 0 ? Math.min(3, 31 - dayOf(index)) : 1)
    const rows = Array.from({ length: 5000 }, (_, index) => {
      const start = Date.parse('2026-05-01T04:00:00Z') + dayOf(index) * 86_400_000
      const startsAt = start + (index % 12) * 3_600_000
      return anEvent({
        title: `Mai ${index}`,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + (index % 10 === 0 ? 50 : 1) * 3_600_000),
        isTop: index % 7 === 0,
      })
    })
    for (let start = 0; start < rows.length; start += 1000) {
      await insertEvents(suite.database, rows.slice(start, start + 1000))
    }
    const started = performance.now()
    const answer = await summary({ ...MAY, perDay: 3 })
    const elapsed = performance.now() - started

    expect(answer.total).toBe(5000)
    expect(answer.days).toHaveLength(31)
    const expected = new Map<number, number>()
    rows.forEach((_, index) => {
      for (let day = dayOf(index); day < dayOf(index) + spanOf(index); day += 1) {
        expected.set(day, (expected.get(day) ?? 0) + 1)
      }
    })
    expect(answer.days.map((day) => day.count)).toEqual(
      [...expected.keys()].sort((a, b) => a - b).map((day) => expected.get(day)),
    )
    for (const day of answer.days) {
      expect(day.entries).toHaveLength(3)
      expect(day.entries.every((entry) => entry.isTop)).toBe(true)
    }
    // Generous for a busy two-core machine; the point is one round trip, not pages.
    expect(elapsed).toBeLessThan(10_000)
  })
})
