import type { FastifyInstance } from 'fastify'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { ProviderBrowser } from '../tests/support/server/provider-sign-in'
import { REDACTED, redactUrl } from './request-log'
import { testConfig } from '../tests/support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../tests/support/server/test-database'

describe('redactUrl', () => {
  it('replaces the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/useradmin/user-profile/mode?access_token=eyJ.a.b&isZenMode=true')).toBe(
      `/useradmin/user-profile/mode?access_token=${REDACTED}&isZenMode=true`,
    )
    expect(redactUrl('/app/?code=abc&state=xyz&iss=http%3A%2F%2Fx')).toBe(
      `/app/?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Fx`,
    )
    expect(redactUrl('/x?Access_Token=1&%74oken=2&refresh_token')).toBe(
      `/x?Access_Token=${REDACTED}&%74oken=${REDACTED}&refresh_token=${REDACTED}`,
    )
    expect(
      redactUrl('/eventreports/api/v1/news/n1/pictures/1?expires=1800000000&signature=s1g'),
    ).toBe(`/eventreports/api/v1/news/n1/pictures/1?expires=1800000000&signature=${REDACTED}`)
    expect(redactUrl('/useradmin/push/subscriptions?endpoint=https%3A%2F%2Fpush.example%2Fx')).toBe(
      `/useradmin/push/subscriptions?endpoint=${REDACTED}`,
    )
    expect(redactUrl('/calendar/v1/AbC_-123.ics?x=1')).toBe(`/calendar/v1/${REDACTED}?x=1`)
    expect(redactUrl('/healthz')).toBe('/healthz')
  })
})

describe('the request log', () => {
  const lines: string[] = []
  let testDatabase: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite')
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    app = await buildApp({
      config: testConfig(),
      database: testDatabase.database,
      logger: { level: 'info', stream },
    })
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
  })

  it('never holds the ticket, the provider tokens or the authorization code', async () => {
    const browser = new ProviderBrowser(app)
    const tokens = await browser.signIn('redaktion@agenda.test')
    const exchange = await app.inject({
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      payload: { access_token: tokens.access_token },
    })
    const { ticket } = exchange.json<{ ticket: string }>()
    const mode = await app.inject({
      url: `/useradmin/user-profile/mode?access_token=${ticket}&isZenMode=true`,
    })
    expect(mode.statusCode).toBe(200)
    await app.inject({ url: `/nowhere?ticket=${ticket}&token=${tokens.access_token}` })

    const log = lines.join('')
    expect(log).toContain(`/useradmin/user-profile/mode?access_token=${REDACTED}&isZenMode=true`)
    for (const secret of [ticket, tokens.access_token, tokens.id_token, tokens.refresh_token]) {
      expect(log).not.toContain(secret)
    }
    expect(log).not.toMatch(/[?&]code=(?!\[redacted\])/)
  })
})

describe('the transaction id', () => {
  const lines: string[] = []
  let testDatabase: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite')
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    app = await buildApp({
      config: testConfig(),
      database: testDatabase.database,
      logger: { level: 'info', stream },
    })
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
  })

  it('is on every log line of the request and echoed, on every service', async () => {
    for (const url of ['/healthz', '/events/api/v1/events/e-1', '/filters/api/v1/filters']) {
      const transactionId = `tx-${crypto.randomUUID()}`
      const response = await app.inject({ url, headers: { 'x-transaction-id': transactionId } })
      expect(response.headers['x-transaction-id']).toBe(transactionId)
      const own = lines.filter((line) => line.includes(transactionId))
      // Fastify's „incoming request“ and „request completed“ at least.
      expect(own.length).toBeGreaterThanOrEqual(2)
      for (const line of own) expect(JSON.parse(line).transactionId).toBe(transactionId)
    }
  })

  it('is made up when none or an unsafe one is sent', async () => {
    const made = await app.inject({ url: '/healthz' })
    expect(made.headers['x-transaction-id']).toMatch(/^[0-9a-f-]{36}$/)
    const unsafe = await app.inject({ url: '/healthz', headers: { 'x-transaction-id': 'a b<x>' } })
    expect(unsafe.headers['x-transaction-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
