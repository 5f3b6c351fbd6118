// Cancelled and postponed entries in the search (issue 38): included by default, marked, a moved
// one with where it stood; FILTER_STATUS leaves them out, and total, facets, pages and the day
// summary all agree, since they come from the one query builder.
import { beforeAll, describe, expect, it } from 'vitest'
import type { DaySummaryResponse, EventSearchResponse } from '../../../domain/events-api'
import { HIDE_CHANGED_STATUS, type FilterRule } from '../../../domain/filter-rules'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'

const WINDOW = { from: '2026-03-02T00:00:00+01:00', to: '2026-03-09T00:00:00+01:00' }

describe.each(databaseModes())('cancelled and postponed entries in the search on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  const post = (url: string, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url: `/events/api/v1/events/${url}`,
      headers: { authorization: `Bearer ${ticket}` },
      payload,
    })
  const search = async (filterRules: FilterRule[], limit = 200) => {
    const response = await post('search', { ...WINDOW, filterRules, limit })
    expect(response.statusCode).toBe(200)
    return response.json<EventSearchResponse>()
  }
  const summary = async (filterRules: FilterRule[]) => {
    const response = await post('day-summary', { ...WINDOW, filterRules, perDay: 10 })
    expect(response.statusCode).toBe(200)
    return response.json<DaySummaryResponse>()
  }

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
    await insertEvents(suite.database, [
      anEvent({ id: 'planned', title: 'Kabinettssitzung', ressorts: ['politik'] }),
      anEvent({ id: 'cancelled', title: 'Sommerfest', status: 'cancelled', ressorts: ['kultur'] }),
      anEvent({
        id: 'moved',
        title: 'Anhörung',
        status: 'postponed',
        ressorts: ['politik'],
        startsAt: new Date('2026-03-04T13:00:00Z'),
        endsAt: new Date('2026-03-04T14:00:00Z'),
        previousStartsAt: new Date('2026-03-02T09:00:00Z'),
        previousEndsAt: new Date('2026-03-02T10:00:00Z'),
      }),
      anEvent({ id: 'open', title: 'Messe', status: 'postponed', ressorts: ['wirtschaft'] }),
    ])
  })

  it('includes them by default, marked, a moved one with where it stood', async () => {
    const answer = await search([])
    expect(answer.total).toBe(4)
    const byId = new Map(answer.items.map((item) => [item.id, item]))
    expect(byId.get('cancelled')).toMatchObject({ status: 'cancelled', previousStartTime: null })
    expect(byId.get('moved')).toMatchObject({
      status: 'postponed',
      startTime: '2026-03-04T13:00:00.000Z',
      previousStartTime: '2026-03-02T09:00:00.000Z',
      previousEndTime: '2026-03-02T10:00:00.000Z',
    })
    expect(byId.get('open')).toMatchObject({ status: 'postponed', previousStartTime: null })
    expect(byId.get('planned')).toMatchObject({ previousStartTime: null, previousEndTime: null })
  })

  it('leaves them out with the filter: total, facets, pages and day summary agree', async () => {
    const answer = await search([HIDE_CHANGED_STATUS])
    expect(answer.items.map((item) => item.id)).toEqual(['planned'])
    expect(answer.total).toBe(1)
    expect(answer.facets.ressort).toEqual({ politik: 1 })
    const firstPage = await search([HIDE_CHANGED_STATUS], 1)
    expect(firstPage.nextCursor).toBeNull()
    const days = await summary([HIDE_CHANGED_STATUS])
    expect(days.total).toBe(1)
    expect(days.days.map((day) => [day.day, day.count])).toEqual([['2026-03-02', 1]])
  })

  it('counts them in the day summary without the filter, a moved one on its new day', async () => {
    const days = await summary([])
    expect(days.days.map((day) => [day.day, day.count])).toEqual([
      ['2026-03-02', 3],
      ['2026-03-04', 1],
    ])
    expect(days.days[1]?.entries[0]).toMatchObject({
      id: 'moved',
      status: 'postponed',
      previousStartTime: '2026-03-02T09:00:00.000Z',
    })
  })

  it('finds only them with the rule turned round', async () => {
    const answer = await search([{ type: 'FILTER_STATUS', values: ['cancelled', 'postponed'] }])
    expect(answer.items.map((item) => item.id).sort()).toEqual(['cancelled', 'moved', 'open'])
  })

  it('refuses a status it does not know with 400 and a German sentence', async () => {
    const response = await post('search', {
      ...WINDOW,
      filterRules: [{ type: 'FILTER_STATUS', values: ['abgesagt'] }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_RULE_VALUE',
      message: expect.stringContaining('FILTER_STATUS') as unknown,
    })
  })
})
