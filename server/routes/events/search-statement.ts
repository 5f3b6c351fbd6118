// Runs the search's SQL as a prepared statement. Parsing and planning the search's
// one large statement cost about as much as executing it (bench/search.ts, pgbench -M prepared
// against -M extended: +50 % searches per second); a named statement is parsed once per
// connection and then only bound and executed. On PGlite too (per connection of the pool, as its
// connections share one session: pglite-prepared.ts), where parsing cost about a third of a
// search's time in its thread.
import { createHash } from 'node:crypto'
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

export async function runSearchStatement<Row>(
  database: DatabaseHandle,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const name = statementName(sql)
  return name ? database.queryPrepared<Row>(name, sql, params) : database.query<Row>(sql, params)
}
