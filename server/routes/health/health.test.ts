import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { databaseModes, openTestDatabase, type TestDatabase } from '../../testing/test-database'
import { buildTestApp } from '../../testing/test-app'

describe.each(databaseModes())('GET /healthz on %s', (mode) => {
  let testDatabase: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    app = await buildTestApp(testDatabase.database)
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
  })

  it('answers ok with the database kind', async () => {
    const response = await app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: mode })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
