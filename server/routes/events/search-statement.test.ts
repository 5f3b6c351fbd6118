import { describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import type { DatabaseHandle } from '../../db/database'
import { runSearchStatement } from './search-statement'

describe('runSearchStatement', () => {
  const pool = new pg.Pool()
  const poolQuery = vi
    .spyOn(pool, 'query')
    .mockImplementation((() => Promise.resolve({ rows: [] })) as never)
  const handleQuery = vi.fn(() => Promise.resolve([]))
  const database = {
    kind: 'postgres',
    db: { $client: pool },
    query: handleQuery,
  } as unknown as DatabaseHandle
  const nameOf = (call: number) => (poolQuery.mock.calls[call]?.[0] as { name?: string }).name

  it('names a statement by its text, so equal texts share one prepared statement', async () => {
    await runSearchStatement(database, 'SELECT $1 AS a', [1])
    await runSearchStatement(database, 'SELECT $1 AS a', [2])
    await runSearchStatement(database, 'SELECT $1 AS b', [1])
    expect(nameOf(0)).toMatch(/^agenda_search_[0-9a-f]{16}$/)
    expect(nameOf(1)).toBe(nameOf(0))
    expect(nameOf(2)).not.toBe(nameOf(0))
  })

  it('runs texts beyond the first 64 unnamed, so each connection keeps a bounded set', async () => {
    for (let shape = 0; shape < 70; shape += 1) {
      await runSearchStatement(database, `SELECT ${shape} AS c`, [])
    }
    expect(handleQuery).toHaveBeenCalledTimes(70 - (64 - 2))
    await runSearchStatement(database, 'SELECT $1 AS a', [3])
    expect(nameOf(poolQuery.mock.calls.length - 1)).toBe(nameOf(0))
  })

  it('leaves PGlite to its own query, although it runs behind a pg pool too', async () => {
    const query = vi.fn(() => Promise.resolve([{ x: 1 }]))
    const pglite = { kind: 'pglite', db: { $client: pool }, query } as unknown as DatabaseHandle
    expect(await runSearchStatement(pglite, 'SELECT 1 AS x', [])).toEqual([{ x: 1 }])
  })
})
