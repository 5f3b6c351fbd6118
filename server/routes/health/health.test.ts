import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { databaseModes, openTestDatabase } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import healthRoutes from './health'

describe.each(databaseModes())('health on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it.each(['/healthz', '/readyz'])('%s answers ok with the database kind', async (url) => {
    const response = await suite.app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: mode })
  })

  it('/livez answers without asking the database', async () => {
    const response = await suite.app.inject({ url: '/livez' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await suite.app.inject({ url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('/healthz answers while every pooled connection is held (and on PGlite the session too)', async () => {
    const { database } = suite
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    // More transactions than the pool has connections: the rest wait for one, as a query would.
    const holders = Array.from({ length: 12 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`)
        await released
      }),
    )
    await vi.waitFor(() => expect(database.poolStats?.().waiting).toBeGreaterThan(0))
    // Were /healthz to ask through the pool, it would answer only after this.
    const releaseLater = setTimeout(release, 1000)
    let heldWhenAnswered = true
    void released.then(() => (heldWhenAnswered = false))
    const response = await suite.app.inject({ url: '/healthz' })
    const held = heldWhenAnswered
    clearTimeout(releaseLater)
    release()
    await Promise.all(holders)
    expect(held).toBe(true)
    expect(response.statusCode).toBe(200)
  })

  it('/healthz turns 503 within the probe bound when the database dies', async () => {
    const test = await openTestDatabase(mode)
    const app = Fastify()
    const probe = { intervalMs: 50, timeoutMs: 200 }
    await app.register(healthRoutes, { database: test.database, probe })
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
      // Closes the pool and the PGlite worker, or drops the PostgreSQL database (FORCE).
      await test.drop()
      const bound = probe.intervalMs + probe.timeoutMs
      await vi.waitFor(
        async () => {
          const response = await app.inject({ url: '/healthz' })
          expect(response.statusCode).toBe(503)
          expect(response.json()).toMatchObject({ code: 'UNHEALTHY' })
        },
        { timeout: bound * 5, interval: 20 },
      )
    } finally {
      await app.close()
    }
  })
})
