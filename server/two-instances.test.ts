// Two app instances on one PostgreSQL database, each with its own connections, as behind a load
// balancer (issue 20): nothing one of them needs may live only in the other's process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeProtectedHeader } from 'jose'
import { openDatabase, type DatabaseHandle } from './db/database'
import { events } from './db/schema/index'
import { rotateIdpKeys } from './idp/idp-keys'
import { FAILURE_LIMIT } from './idp/login-attempts'
import { anEvent, insertEvents } from '../tests/support/server/agenda-factories'
import { demoTicket } from '../tests/support/server/demo-ticket'
import { ProviderBrowser, pathOf } from '../tests/support/server/provider-sign-in'
import { buildTestApp } from '../tests/support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../tests/support/server/test-database'

const kidsOf = async (app: FastifyInstance) =>
  (
    (await app.inject({ url: '/idp/.well-known/jwks.json' })).json() as { keys: { kid: string }[] }
  ).keys.map((key) => key.kid)

const exchange = (app: FastifyInstance, accessToken: string) =>
  app.inject({
    method: 'POST',
    url: '/useradmin/access-token-exchange',
    payload: { access_token: accessToken },
  })

const silentSignIn = (browser: ProviderBrowser) =>
  browser.authorize({ prompt: 'none', response_mode: 'web_message' })

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase
  let databaseB: DatabaseHandle
  let a: FastifyInstance
  let b: FastifyInstance

  beforeAll(async () => {
    testDatabase = await openTestDatabase('postgres')
    databaseB = await openDatabase({ databaseUrl: testDatabase.url, dataDir: 'memory://' })
    // Started together, as a deployment does: they must agree on the provider's first keys.
    ;[a, b] = await Promise.all([buildTestApp(testDatabase.database), buildTestApp(databaseB)])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await databaseB?.close()
    await testDatabase?.drop()
  })

  it('publish the same keys, and a token signed on one is taken by the other', async () => {
    expect(await kidsOf(b)).toEqual(await kidsOf(a))
    const tokens = await new ProviderBrowser(a).signIn('redaktion@agenda.test')
    expect((await exchange(b, tokens.access_token)).statusCode).toBe(200)
  })

  it('continue a session started on the other', async () => {
    const browser = new ProviderBrowser(a)
    await browser.signIn('redaktion@agenda.test')
    browser.app = b
    const silent = await silentSignIn(browser)
    expect(silent.body).toMatch(/"code":"[\w-]+"/)
  })

  it('count failed sign-ins together', async () => {
    const browser = new ProviderBrowser(a)
    const fail = async (app: FastifyInstance) => {
      browser.app = app
      const interaction = await browser.authorize()
      const login = `${pathOf(interaction.headers.location)}/login`
      return browser.postForm(login, { email: 'zen@agenda.test', password: 'falsch' })
    }
    for (let index = 0; index < FAILURE_LIMIT; index += 1) {
      expect((await fail(index % 2 ? b : a)).statusCode).toBe(401)
    }
    expect((await fail(a)).statusCode).toBe(429)
    expect((await fail(b)).statusCode).toBe(429)
  })

  it('answer a search anew on one once an event changed through the other', async () => {
    await insertEvents(testDatabase.database, [anEvent({ title: 'Vor der Änderung' })])
    const ticket = await demoTicket(a, testDatabase.database)
    const titlesOn = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'POST',
        url: '/events/api/v1/events/search',
        headers: { authorization: `Bearer ${ticket}` },
        payload: { filterRules: [], from: '2026-03-02T00:00:00Z', to: '2026-03-03T00:00:00Z' },
      })
      expect(response.statusCode).toBe(200)
      return (response.json() as { items: { title: string }[] }).items.map((item) => item.title)
    }
    expect(await titlesOn(b)).toEqual(['Vor der Änderung'])
    expect(await titlesOn(b)).toEqual(['Vor der Änderung']) // now cached on B
    await testDatabase.database.db.update(events).set({ title: 'Nach der Änderung' })
    expect(await titlesOn(b)).toEqual(['Nach der Änderung'])
  })

  it('follow a key rotation made anywhere, keeping sessions and tokens of the old key', async () => {
    const browser = new ProviderBrowser(a)
    const before = await browser.signIn('redaktion@agenda.test')
    const oldKid = decodeProtectedHeader(before.access_token).kid
    await rotateIdpKeys(testDatabase.database)
    await until(async () => (await kidsOf(b)).length === 2, 'B to read the new keys')
    await until(async () => (await kidsOf(a)).length === 2, 'A to read the new keys')
    expect(await kidsOf(b)).toEqual(await kidsOf(a))
    expect((await kidsOf(b))[1]).toBe(oldKid)

    // The old token still counts; the session goes on, now under the new key.
    expect((await exchange(b, before.access_token)).statusCode).toBe(200)
    browser.app = b
    const callback = await browser.followToApp(await browser.authorize())
    const after = await browser.exchangeCode(callback.searchParams.get('code') ?? '')
    const newKid = decodeProtectedHeader(after.access_token).kid
    expect(newKid).not.toBe(oldKid)
    expect(newKid).toBe((await kidsOf(a))[0])
    expect((await exchange(a, after.access_token)).statusCode).toBe(200)
  })
})
