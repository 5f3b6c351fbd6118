// Bad input across the APIs: NUL bytes in any text, dates outside the calendar, deeply nested
// bodies and an extreme saved-search order are refused with a 400 and a code, or answered normally.
import { beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { encodeCursor } from './routes/events/search-cursor'
import { demoTicket } from '../tests/support/server/demo-ticket'
import { setUpTestApp } from '../tests/support/server/set-up-test-app'
import { databaseModes } from '../tests/support/server/test-database'

const SEARCH = '/events/api/v1/events/search'
const FILTERS = '/filters/api/v1/filters'
const WINDOW = { filterRules: [], from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' }
const NUL = '\u0000'

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

function expectRefused(response: LightMyRequestResponse, code: string) {
  expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
    status: 400,
    code,
  })
  expect(response.json<{ message: string }>().message).toMatch(/[a-zäöüß]/)
}

describe.each(databaseModes())('bad input on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  beforeAll(async () => {
    ticket = await demoTicket(suite.app, suite.database)
  })

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${ticket}`, 'content-type': 'application/json' },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    })
  const search = (body: object) => send('POST', SEARCH, { ...WINDOW, ...body })
  const cursor = (key: string, id: string) =>
    encodeCursor({ sort: 'startTime', order: 'asc', key, id })

  it('refuses a NUL byte in any search rule value with 400 INVALID_RULE_VALUE', async () => {
    const rules = [
      { type: 'FILTER_FULLTEXT', values: [`Wahl${NUL}`] },
      { type: 'FILTER_FULLTEXT', values: [`"Tag der${NUL} Einheit"`] },
      { type: 'FILTER_FULLTEXT', values: [`Wahl${NUL}*`] },
      { type: 'FILTER_RESSORT', values: [`pl${NUL}`] },
      { type: 'FILTER_REGIONAL_SERVICE', values: [`bay${NUL}`] },
      { type: 'FILTER_FEDERAL_STATE', values: [`BY${NUL}`] },
      { type: 'FILTER_GENRE', values: [`${NUL}`] },
    ]
    for (const rule of rules)
      expectRefused(await search({ filterRules: [rule] }), 'INVALID_RULE_VALUE')
  })

  it('refuses a cursor with a NUL byte or a time in year 0000 with 400 INVALID_CURSOR', async () => {
    expectRefused(await search({ cursor: `abc${NUL}` }), 'INVALID_CURSOR')
    const withNul = cursor('2026-03-02T09:00:00.000000Z', `test${NUL}`)
    expectRefused(await search({ cursor: withNul }), 'INVALID_CURSOR')
    const yearZero = cursor('0000-03-02T09:00:00.000000Z', 'test')
    expectRefused(await search({ cursor: yearZero }), 'INVALID_CURSOR')
  })

  it('refuses a search window outside the years 1900–2199 with 400 INVALID_DATE', async () => {
    expectRefused(await search({ from: '0000-01-01T00:00:00Z' }), 'INVALID_DATE')
    expectRefused(await search({ from: '1899-12-31T23:59:59Z' }), 'INVALID_DATE')
    expectRefused(await search({ to: '2200-01-01T00:00:00Z' }), 'INVALID_DATE')
    expectRefused(await search({ to: '9999-12-31T23:59:59Z' }), 'INVALID_DATE')
    const widest = await search({ from: '1900-01-01T00:00:00Z', to: '2199-12-31T23:59:59Z' })
    expect(widest.statusCode).toBe(200)
  })

  it('refuses a NUL byte anywhere in a URL with 400 INVALID_CHARACTERS', async () => {
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/events/api/v1/events/abc%00'],
      ['GET', '/eventreports/api/v1/news/abc%00'],
      ['GET', `${FILTERS}/abc%00`],
      ['PATCH', `${FILTERS}/abc%00`, { name: 'Neu' }],
      ['DELETE', `${FILTERS}/abc%00`],
      ['POST', `${FILTERS}/abc%00/share`, { recipients: ['kollege@agenda.test'] }],
      ['GET', `${FILTERS}?size=10%00`],
      ['GET', '/useradmin/user-profile/mode?isZenMode=true&note=%00'],
      ['POST', `${SEARCH}?x=%01`, WINDOW],
    ]
    for (const [method, url, payload] of calls) {
      expectRefused(await send(method, url, payload), 'INVALID_CHARACTERS')
    }
  })

  it('refuses a NUL byte in saved-search texts with 400 VALIDATION_ERROR', async () => {
    const bodies = [
      { name: 'Wahl', filterRules: [{ type: 'FILTER_FULLTEXT', values: [`Wahl${NUL}`] }] },
      { name: 'Wahl', filterRules: [{ type: 'FILTER_RESSORT', values: [`pl${NUL}`] }] },
      { name: `Wahl${NUL}`, filterRules: [] },
    ]
    for (const body of bodies) expectRefused(await send('POST', FILTERS, body), 'VALIDATION_ERROR')
    const created = await send('POST', FILTERS, { name: 'Wahl', filterRules: [] })
    const id = created.json<{ _links: { self: { href: string } } }>()._links.self.href
    const patch = { filterRules: [{ type: 'FILTER_GENRE', values: [`${NUL}x`] }] }
    expectRefused(await send('PATCH', id, patch), 'VALIDATION_ERROR')
    const share = { recipients: ['kollege@agenda.test'], message: `Hallo${NUL}` }
    expectRefused(await send('POST', `${id}/share`, share), 'VALIDATION_ERROR')
  })

  it('refuses a NUL byte in an access token with 400 VALIDATION_ERROR', async () => {
    const response = await send('POST', '/useradmin/access-token-exchange', {
      access_token: `abc${NUL}`,
    })
    expectRefused(response, 'VALIDATION_ERROR')
  })

  it('refuses a JSON body nested deeper than 64 levels with 400 BODY_TOO_DEEP', async () => {
    const deepBodies = [
      `{"name":"Tief","filterRules":[],"x":${nestedObject(3000)}}`,
      `{"name":"Tief","filterRules":[],"x":${nestedArray(20_000)}}`,
      `{"filterRules":[],"from":"2026-03-02T00:00:00Z","to":"2026-03-09T00:00:00Z","x":${nestedArray(3000)}}`,
      nestedArray(65),
    ]
    const urls: ['POST' | 'PATCH', string][] = [
      ['POST', SEARCH],
      ['POST', FILTERS],
      ['PATCH', `${FILTERS}/irgendeine`],
      ['POST', `${FILTERS}/irgendeine/share`],
      ['POST', '/useradmin/access-token-exchange'],
      ['POST', '/useradmin/terms-consent'],
    ]
    for (const [method, url] of urls) {
      for (const body of deepBodies) expectRefused(await send(method, url, body), 'BODY_TOO_DEEP')
    }
  })

  it('reads a body nested 64 levels deep as usual', async () => {
    const response = await send('POST', SEARCH, nestedArray(64))
    expectRefused(response, 'VALIDATION_ERROR')
  })

  it('creates a saved search after one with the highest order 2147483647', async () => {
    const highest = await send('POST', FILTERS, {
      name: 'Ganz hinten',
      filterRules: [],
      order: 2147483647,
    })
    expect(highest.statusCode).toBe(201)
    const next = await send('POST', FILTERS, { name: 'Danach', filterRules: [] })
    expect(next.statusCode).toBe(201)
    expect(next.json()).toMatchObject({ order: 2147483647 })
    const list = await send('GET', FILTERS)
    const names = list.json<{ _embedded: { filters: { name: string }[] } }>()._embedded.filters
    expect(names.map((search) => search.name).slice(-2)).toEqual(['Ganz hinten', 'Danach'])
  })
})
