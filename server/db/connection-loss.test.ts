// A PostgreSQL restart or failover ends every connection, also those checked out of the pool for a
// transaction: their error must fail the transaction, not the process (issue 20's fault drills).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../tests/support/server/test-database'

describe.skipIf(!process.env.DATABASE_URL)('a connection lost while in use (PostgreSQL)', () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await openTestDatabase('postgres')
  })
  afterAll(() => test.drop())

  it('fails its transaction and leaves the pool serving', async () => {
    const { database } = test
    const killed = database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: { pid: number }[]
      }
      const own = result.rows[0]
      await database.query('SELECT pg_terminate_backend($1)', [own?.pid])
      await tx.execute(sql`SELECT pg_sleep(2)`)
    })
    await expect(killed).rejects.toThrow()
    // Without an error listener on the checked-out client, its 'error' event would have thrown
    // out of the event loop meanwhile (vitest reports that as an unhandled error).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }])
  })
})
