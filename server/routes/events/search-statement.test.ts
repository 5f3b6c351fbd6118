import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../../db/database'

describe('runSearchStatement', () => {
  // Its own copy of the module: the statement names are the module's, and another suite in this
  // worker may have named some already (the node project does not isolate suites: vite.config.ts).
  let runSearchStatement: typeof import('./search-statement').runSearchStatement
  beforeAll(async () => {
    vi.resetModules()
    ;({ runSearchStatement } = await import('./search-statement'))
  })
  const prepared = vi.fn((_name: string, _sql: string, _params: unknown[]) => Promise.resolve([]))
  const handleQuery = vi.fn(() => Promise.resolve([]))
  const database = { query: handleQuery, queryPrepared: prepared } as unknown as DatabaseHandle
  const nameOf = (call: number) => prepared.mock.calls[call]?.[0]

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
    expect(nameOf(prepared.mock.calls.length - 1)).toBe(nameOf(0))
  })
})
