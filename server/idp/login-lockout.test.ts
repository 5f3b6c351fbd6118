import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { buildTestApp } from '../../tests/support/server/test-app'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { FAILURE_LIMIT } from './login-attempts'
import { ProviderBrowser, pathOf } from '../../tests/support/server/provider-sign-in'

// inject() connects from 127.0.0.1, which plays the reverse proxy in these tests.
async function openLoginForm(app: FastifyInstance, forwardedFor?: string) {
  const browser = new ProviderBrowser(app)
  if (forwardedFor) browser.headers['x-forwarded-for'] = forwardedFor
  const loginPath = `${pathOf((await browser.authorize()).headers.location)}/login`
  const tryPassword = (email: string, password: string, from = forwardedFor) => {
    if (from) browser.headers['x-forwarded-for'] = from
    return browser.postForm(loginPath, { email, password })
  }
  return tryPassword
}

describe.each(databaseModes())('the sign-in lockout on %s', (mode) => {
  describe('without TRUST_PROXY', () => {
    const suite = setUpTestApp(mode)

    it('counts failures under the connecting address, whatever X-Forwarded-For claims', async () => {
      const tryPassword = await openLoginForm(suite.app)
      const email = 'redaktion@agenda.test'
      for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
        const failed = await tryPassword(email, 'falsch', `203.0.113.${attempt}`)
        expect(failed.statusCode).toBe(401)
      }
      const blocked = await tryPassword(email, 'agenda', '198.51.100.77')
      expect(blocked.statusCode).toBe(429)
    })
  })

  describe('with TRUST_PROXY naming the proxy', () => {
    const suite = setUpTestApp(mode, { env: { TRUST_PROXY: '127.0.0.1' } })

    it('counts failures under the client address the proxy forwards', async () => {
      const email = 'zen@agenda.test'
      const tryFromClient = await openLoginForm(suite.app, '203.0.113.9')
      for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
        expect((await tryFromClient(email, 'falsch')).statusCode).toBe(401)
      }
      expect((await tryFromClient(email, 'agenda')).statusCode).toBe(429)
      const tryFromColleague = await openLoginForm(suite.app, '203.0.113.10')
      expect((await tryFromColleague(email, 'agenda')).statusCode).toBe(303)
    })
  })

  describe('with TRUST_PROXY naming another proxy', () => {
    const suite = setUpTestApp(mode, { env: { TRUST_PROXY: '10.0.0.0/8' } })

    it('ignores the X-Forwarded-For of a sender it does not trust', async () => {
      const tryPassword = await openLoginForm(suite.app)
      const email = 'kollegin@agenda.test'
      for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
        expect((await tryPassword(email, 'falsch', `203.0.113.${attempt}`)).statusCode).toBe(401)
      }
      expect((await tryPassword(email, 'agenda', '198.51.100.77')).statusCode).toBe(429)
    })
  })

  describe('on two instances sharing one database', () => {
    let testDatabase: TestDatabase
    let instances: FastifyInstance[] = []

    beforeAll(async () => {
      testDatabase = await openTestDatabase(mode)
      instances = [
        await buildTestApp(testDatabase.database),
        await buildTestApp(testDatabase.database),
      ]
    })
    afterAll(async () => {
      await Promise.all(instances.map((app) => app.close()))
      await testDatabase.drop()
    })

    it('locks the pair out on both once their failures add up to the limit', async () => {
      const [first, second] = instances
      if (!first || !second) throw new Error('two instances expected')
      const tryOnFirst = await openLoginForm(first)
      const tryOnSecond = await openLoginForm(second)
      const email = 'basis@agenda.test'
      for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
        const tryPassword = attempt % 2 === 0 ? tryOnFirst : tryOnSecond
        expect((await tryPassword(email, 'falsch')).statusCode).toBe(401)
      }
      expect((await tryOnFirst(email, 'agenda')).statusCode).toBe(429)
      expect((await tryOnSecond(email, 'agenda')).statusCode).toBe(429)
    })
  })
})
