import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { Writable } from 'node:stream'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import pg from 'pg'
import apiErrors from './api-errors'

/** Log lines the app wrote, parsed. */
function logLines() {
  const lines: { level: number; msg: string; sqlState?: string }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number])
      done()
    },
  })
  return { lines, stream }
}

const WARN = 40

describe.each(databaseModes())('database data exceptions on %s', (mode) => {
  let testDatabase: TestDatabase
  let app: FastifyInstance
  const log = logLines()

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    const { database } = testDatabase
    app = Fastify({ logger: { level: 'warn', stream: log.stream } })
    await app.register(apiErrors)
    // Routes that hand the database values it refuses, past any schema, as a forgotten check would.
    app.get('/raw-nul', () => database.query('SELECT $1::text', ['a\u0000b']))
    app.get('/raw-number', () => database.query('SELECT $1::int', ['kein Wert']))
    app.get('/drizzle-year-zero', () =>
      database.db.execute(sql`SELECT ${'0000-01-01T00:00:00Z'}::timestamptz`),
    )
    app.get('/drizzle-overflow', () => database.db.execute(sql`SELECT ${2147483647}::int + 1`))
    app.get('/syntax', () => database.query('SELEKT 1'))
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
  })

  it('answers a value the database refuses with 400 INVALID_INPUT and logs it as a warning', async () => {
    for (const url of ['/raw-nul', '/raw-number', '/drizzle-year-zero', '/drizzle-overflow']) {
      const response = await app.inject({ url })
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { code: 'INVALID_INPUT', message: expect.stringContaining('Wert') },
      })
    }
    const warnings = log.lines.filter((line) => line.level === WARN)
    expect(warnings.map((line) => line.sqlState?.slice(0, 2))).toEqual(['22', '22', '22', '22'])
  })

  it('still answers other database failures with 500 INTERNAL_ERROR', async () => {
    const response = await app.inject({ url: '/syntax' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' })
  })
})

describe('a database that is away', () => {
  let app: FastifyInstance
  const log = logLines()

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'warn', stream: log.stream } })
    await app.register(apiErrors)
    // Nothing listens on port 1: the driver's own ECONNREFUSED.
    app.get('/refused', async () => {
      const client = new pg.Client({ host: '127.0.0.1', port: 1 })
      await client.connect()
    })
    // What a restart of PostgreSQL does to a query in flight, as drizzle hands it on.
    app.get('/shut-down', () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      })
    })
    app.get('/cut', () => {
      throw new Error('Connection terminated unexpectedly')
    })
  })
  afterAll(() => app.close())

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, not a 500', async () => {
    for (const url of ['/refused', '/shut-down', '/cut']) {
      const response = await app.inject({ url })
      expect({
        url,
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        body: response.json(),
      }).toEqual({
        url,
        status: 503,
        retryAfter: '5',
        body: { code: 'DATABASE_UNAVAILABLE', message: expect.stringContaining('Datenbank') },
      })
    }
    expect(log.lines.filter((line) => line.level === WARN)).toHaveLength(3)
  })
})
