import { beforeAll, describe, expect, it } from 'vitest'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { encodeCursor } from './search-cursor'
import { createTestUser } from '../../../tests/support/server/test-users'

const SEARCH = '/events/api/v1/events/search'
const SUMMARY = '/events/api/v1/events/day-summary'
/** Both agenda reads take the same body but for paging or perDay, and refuse it alike. */
const READS = [
  ['the search', SEARCH],
  ['the day summary', SUMMARY],
] as const
const VALID = { filterRules: [], from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' }

describe.each(databaseModes())('events API errors on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
  })

  const post = (payload: unknown, headers: Record<string, string> = {}, url: string = SEARCH) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${ticket}`,
        'content-type': 'application/json',
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })

  async function expectError(payload: unknown, status: number, code: string, url = SEARCH) {
    const response = await post(payload, {}, url)
    expect(response.statusCode).toBe(status)
    const body = response.json() as { code: string; message: string }
    expect(body.code).toBe(code)
    expect(body.message).toMatch(/[a-zäöüß]/)
    return body
  }

  describe.each(READS)('%s', (_name, url) => {
    it('rejects an unknown rule type by name', async () => {
      const body = await expectError(
        { ...VALID, filterRules: [{ type: 'FILTER_MOOD', values: ['gut'] }] },
        400,
        'UNKNOWN_RULE_TYPE',
        url,
      )
      expect(body.message).toContain('Filtertyp')
    })

    it('rejects bad dates and a window that ends before it starts', async () => {
      await expectError({ ...VALID, from: 'gestern' }, 400, 'INVALID_DATE', url)
      await expectError({ ...VALID, to: '2026-02-30T00:00:00Z' }, 400, 'INVALID_DATE', url)
      await expectError({ ...VALID, from: '2026-03-10T00:00:00Z' }, 400, 'INVALID_WINDOW', url)
      await expectError({ filterRules: [], to: VALID.to }, 400, 'VALIDATION_ERROR', url)
    })

    it('rejects malformed JSON and a body over 64 KB', async () => {
      await expectError('{"filterRules": [', 400, 'INVALID_JSON', url)
      const huge = { ...VALID, filterRules: [], padding: 'x'.repeat(70_000) }
      await expectError(huge, 400, 'BODY_TOO_LARGE', url)
    })

    it('rejects a top filter with values other than true or false', async () => {
      await expectError(
        { ...VALID, filterRules: [{ type: 'FILTER_IS_TOP', values: ['ja'] }] },
        400,
        'INVALID_RULE_VALUE',
        url,
      )
    })

    it('answers 401 without a valid ticket', async () => {
      const missing = await suite.app.inject({ method: 'POST', url, payload: VALID })
      expect(missing.statusCode).toBe(401)
      expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
      const forged = await post(VALID, { authorization: 'Bearer abc.def.ghi' }, url)
      expect(forged.statusCode).toBe(401)
    })
  })

  it('rejects a limit outside 1–200', async () => {
    await expectError({ ...VALID, limit: 0 }, 400, 'INVALID_LIMIT')
    await expectError({ ...VALID, limit: 201 }, 400, 'INVALID_LIMIT')
    await expectError({ ...VALID, limit: 2.5 }, 400, 'INVALID_LIMIT')
    expect((await post({ ...VALID, limit: 200 })).statusCode).toBe(200)
  })

  it('rejects a cursor that is garbage or belongs to another sort', async () => {
    await expectError({ ...VALID, cursor: 'kein-cursor' }, 400, 'INVALID_CURSOR')
    const key = '2026-03-02T09:00:00.000000Z'
    const other = encodeCursor({ sort: 'dateUpdated', order: 'asc', key, id: 'x' })
    await expectError({ ...VALID, cursor: other }, 400, 'INVALID_CURSOR')
    const impossible = encodeCursor({
      sort: 'startTime',
      order: 'asc',
      key: '2026-02-30T09:00:00.000000Z',
      id: 'x',
    })
    await expectError({ ...VALID, cursor: impossible }, 400, 'INVALID_CURSOR')
    const valid = encodeCursor({ sort: 'startTime', order: 'asc', key, id: 'x' })
    expect((await post({ ...VALID, cursor: valid })).statusCode).toBe(200)
  })

  it('rejects a day summary of more than 62 days, in German', async () => {
    const response = await post(
      { filterRules: [], from: '2026-03-01T00:00:00+01:00', to: '2026-06-01T00:00:00+02:00' },
      {},
      SUMMARY,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'WINDOW_TOO_LONG',
      message: expect.stringMatching(/höchstens 62 Tage/) as string,
    })
  })

  it.each([0, 51, 2.5])('rejects %j entries per day', async (perDay) => {
    await expectError({ ...VALID, perDay }, 400, 'INVALID_PER_DAY', SUMMARY)
  })

  it('answers 401 for an entry or a news item without a ticket', async () => {
    for (const url of ['/events/api/v1/events/x', '/eventreports/api/v1/news/x']) {
      expect((await suite.app.inject({ url })).statusCode).toBe(401)
    }
  })

  it('answers unknown ids with a 404 and a code', async () => {
    const headers = { authorization: `Bearer ${ticket}` }
    const event = await suite.app.inject({ url: '/events/api/v1/events/gibt-es-nicht', headers })
    expect(event.statusCode).toBe(404)
    expect(event.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' })
    const news = await suite.app.inject({ url: '/eventreports/api/v1/news/gibt-es-nicht', headers })
    expect(news.statusCode).toBe(404)
    expect(news.json()).toMatchObject({ code: 'NEWS_ITEM_NOT_FOUND' })
  })
})
