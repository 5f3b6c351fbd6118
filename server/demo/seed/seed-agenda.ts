// Writes the demo agenda into the database in multi-row batches. Ids are deterministic and
// conflicts are skipped, so seeding again changes nothing.
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/database'
import { events, newsItems } from '../../db/schema/events'
import { insertJsonRows } from './insert-json-rows'
import { generateAgenda, type AgendaOptions } from './generate-agenda'

const BATCH_SIZE = 2000

export interface SeedResult {
  events: number
  newsItems: number
}

export async function seedAgenda(
  database: DatabaseHandle,
  options: AgendaOptions,
  onProgress?: (generated: number) => void,
): Promise<SeedResult> {
  const result: SeedResult = { events: 0, newsItems: 0 }
  for (const slice of generateAgenda(options, BATCH_SIZE)) {
    await insertJsonRows(database, events, slice.events)
    await insertJsonRows(database, newsItems, slice.newsItems)
    result.events += slice.events.length
    result.newsItems += slice.newsItems.length
    onProgress?.(result.events)
  }
  // The search's narrow copy in the order of start again: the slices append entries of any date
  // (docs/scaling.md). Fresh statistics let the planner see how selective the window is; VACUUM
  // also merges the GIN pending list the bulk insert left behind, which otherwise slows every
  // full-text search, and marks the blocks all-visible.
  await database.query('SELECT refill_event_search()')
  await database.query('VACUUM ANALYZE events')
  await database.query('VACUUM ANALYZE event_search')
  await database.query('VACUUM ANALYZE news_items')
  return result
}

/** Start-up seeding: a fresh database gets `count` demo events, a used one is left alone. */
export async function seedIfEmpty(
  database: DatabaseHandle,
  count: number,
): Promise<SeedResult | null> {
  if (count === 0) return null
  const [row] = await database.db
    .select({ any: sql<number>`1` })
    .from(events)
    .limit(1)
  if (row) return null
  return seedAgenda(database, { count })
}
