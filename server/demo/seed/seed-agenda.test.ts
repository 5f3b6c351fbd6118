import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../../tests/support/server/test-database'
import { seedAgenda, seedIfEmpty } from './seed-agenda'

const NOW = new Date('2026-11-21T09:00:00Z')

describe.each(databaseModes())('seeding the demo agenda on %s', (mode) => {
  let testDatabase: TestDatabase

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
  })
  afterAll(async () => {
    await testDatabase.drop()
  })

  async function fingerprint() {
    const [row] = await testDatabase.database.query<{
      events: number
      news: number
      digest: string
    }>(
      `SELECT (SELECT count(*)::int FROM events) AS events,
              (SELECT count(*)::int FROM news_items) AS news,
              (SELECT md5(string_agg(id || title || starts_at::text || updated_at::text, ',' ORDER BY id))
                 FROM events) AS digest`,
    )
    return row
  }

  it('writes the generated rows and changes nothing when run again', async () => {
    const result = await seedAgenda(testDatabase.database, { count: 600, now: NOW })
    const first = await fingerprint()
    expect(first).toMatchObject({ events: 600, news: result.newsItems })
    expect(result.newsItems).toBeGreaterThan(0)

    await seedAgenda(testDatabase.database, { count: 600, now: NOW })
    expect(await fingerprint()).toEqual(first)
  })

  it('seeds at start-up only into an empty database', async () => {
    const before = await fingerprint()
    expect(await seedIfEmpty(testDatabase.database, 50)).toBeNull()
    expect(await fingerprint()).toEqual(before)
  })
})
