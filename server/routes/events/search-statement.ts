// Runs the search's SQL as a prepared statement on PostgreSQL. Parsing and planning the search's
// one large statement cost about as much as executing it (bench/search.ts, pgbench -M prepared
// against -M extended: +50 % searches per second); a named statement is parsed once per
// connection and then only bound and executed. Not on PGlite: its socket's connections share one
// session, where a name one connection prepared exists for all, and pg would prepare it again.
import { createHash } from 'node:crypto'
import pg from 'pg'
import type { DatabaseHandle } from '../../db/database'

/**
 * The statement texts that get a name, first come first served. The text depends only on the
 * request's shape (which rules, sort, cursor or not), never on its values, so a desk's searches
 * share a few; the cap bounds what every connection of the pool keeps prepared.
 */
const MAX_PREPARED = 64
const names = new Map<string, string>()

function statementName(sql: string): string | undefined {
  const known = names.get(sql)
  if (known || names.size >= MAX_PREPARED) return known
  const name = `agenda_search_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`
  names.set(sql, name)
  return name
}

/** The pg pool behind the handle in PostgreSQL mode. */
function poolOf(database: DatabaseHandle): pg.Pool | undefined {
  if (database.kind !== 'postgres') return undefined
  const client = (database.db as unknown as { $client?: unknown }).$client
  return client instanceof pg.Pool ? client : undefined
}

export async function runSearchStatement<Row>(
  database: DatabaseHandle,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const pool = poolOf(database)
  const name = pool && statementName(sql)
  if (!pool || !name) return database.query<Row>(sql, params)
  return (await pool.query({ name, text: sql, values: params })).rows as Row[]
}
