// A burst of different searches is computed SEARCH_CONCURRENCY at a time; the others wait their
// turn and are answered all the same. The limit is the route's, not the database's, so PGlite
// alone shows it (the default per database is search-concurrency.ts's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { addDays, berlinInstant, berlinToday } from '../../../domain/berlin-time'
import type { DatabaseHandle } from '../../db/database'
import { buildTestApp } from '../../../tests/support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { defaultSearchConcurrency } from './search-concurrency'

const SEARCHES = 8
const WEEK = {
  from: berlinInstant(berlinToday()).toISOString(),
  to: berlinInstant(addDays(berlinToday(), 7)).toISOString(),
}

/** The same handle, counting the search statements under way; each lasts 30 ms longer. */
function countingSearches(database: DatabaseHandle) {
  const counts = { running: 0, most: 0 }
  const counted: DatabaseHandle = {
    ...database,
    queryPrepared: async (name, sql, params) => {
      if (!name.startsWith('agenda_search_')) return database.queryPrepared(name, sql, params)
      counts.running += 1
      counts.most = Math.max(counts.most, counts.running)
      try {
        await new Promise((resolve) => setTimeout(resolve, 30))
        return await database.queryPrepared(name, sql, params)
      } finally {
        counts.running -= 1
      }
    },
  }
  return { counted, counts }
}

describe('uncached searches under a burst', () => {
  let testDatabase: TestDatabase
  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite')
  })
  afterAll(() => testDatabase.drop())

  async function burst(concurrency: string): Promise<{ most: number; statuses: number[] }> {
    const { counted, counts } = countingSearches(testDatabase.database)
    const app: FastifyInstance = await buildTestApp(counted, { SEARCH_CONCURRENCY: concurrency })
    try {
      const { ticket } = await createTestUser(app, testDatabase.database, `Burst ${concurrency}`)
      const responses = await Promise.all(
        Array.from({ length: SEARCHES }, (_, index) =>
          app.inject({
            method: 'POST',
            url: '/events/api/v1/events/search',
            headers: { authorization: `Bearer ${ticket}` },
            // Each a different body: no answer from the cache.
            payload: { ...WEEK, filterRules: [], limit: 10 + index },
          }),
        ),
      )
      return { most: counts.most, statuses: responses.map((response) => response.statusCode) }
    } finally {
      await app.close()
    }
  }

  it('computes at most SEARCH_CONCURRENCY at once and answers every one', async () => {
    const { most, statuses } = await burst('2')
    expect(statuses).toEqual(Array<number>(SEARCHES).fill(200))
    expect(most).toBe(2)
  })

  it('computes them all at once with a limit above the burst', async () => {
    const { most } = await burst('64')
    // The pool's four connections are the bound then.
    expect(most).toBeGreaterThan(2)
  })

  it('limits PostgreSQL to the cores by default, not PGlite', () => {
    expect(defaultSearchConcurrency('postgres')).toBeGreaterThanOrEqual(1)
    expect(defaultSearchConcurrency('postgres')).toBeLessThan(Number.POSITIVE_INFINITY)
    expect(defaultSearchConcurrency('pglite')).toBe(Number.POSITIVE_INFINITY)
  })
})
