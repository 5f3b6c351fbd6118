// Keeps the coming weeks of `event_search` in the order of their start (docs/scaling.md "The
// search's own narrow table"): a search reads every match of its window, and matches stored side
// by side share blocks. The desk's daily writes land wherever the table has room, so once a night
// the job writes the coming weeks' rows anew, together and in start order. Writers of `events`
// wait for those moments (its SHARE lock); searches go on reading.
import { getTableColumns, sql } from 'drizzle-orm'
import type pg from 'pg'
import { addDays, berlinInstant, berlinToday } from '../../domain/berlin-time'
import type { DatabaseHandle } from '../db/database'
import { eventSearch } from '../db/schema/index'
import type { PeriodicJob } from './periodic-job'

export const REORDER_EVENT_SEARCH: PeriodicJob = {
  kind: 'event-search.reorder',
  key: 'event-search.reorder',
}

/** The weeks ahead that searches read most: the feed's week, the month views, the next weeks. */
const REORDERED_WEEKS = 8
/** Berlin's quiet hour, when the newsroom writes least. */
const QUIET_HOUR = 3

/** The next 03:00 in Berlin after `now`, whatever the clock change does to the hours between. */
export function nextQuietHour(now: Date): Date {
  const today = berlinToday(now)
  const tonight = berlinInstant(today, QUIET_HOUR)
  return tonight > now ? tonight : berlinInstant(addDays(today, 1), QUIET_HOUR)
}

/** From the start of today in Berlin (a search's window starts at midnight) for the coming weeks. */
export function comingWeeks(now: Date): { from: Date; until: Date } {
  const today = berlinToday(now)
  return { from: berlinInstant(today), until: berlinInstant(addDays(today, 7 * REORDERED_WEEKS)) }
}

// The copy's columns have the entry's names (schema/events.ts), so one list serves both tables.
const COLUMNS = sql.raw(
  Object.values(getTableColumns(eventSearch))
    .map((column) => `"${column.name}"`)
    .join(', '),
)

/** Rewrites the rows starting in [from, until) in start order; returns how many. */
export async function reorderEventSearch(
  database: DatabaseHandle,
  { from, until }: { from: Date; until: Date },
): Promise<number> {
  return database.db.transaction(async (tx) => {
    // Blocks writers of entries until commit, so the rows written are the entries as they are.
    await tx.execute(sql`LOCK TABLE events IN SHARE MODE`)
    const range = sql`starts_at >= ${from.toISOString()}::timestamptz AND starts_at < ${until.toISOString()}::timestamptz`
    await tx.execute(sql`DELETE FROM event_search WHERE ${range}`)
    const written = await tx.execute(
      sql`INSERT INTO event_search (${COLUMNS}) SELECT ${COLUMNS} FROM events WHERE ${range} ORDER BY starts_at, id`,
    )
    // Both modes speak through node-postgres (PGlite behind its socket): its result has the count.
    return (written as pg.QueryResult).rowCount ?? 0
  })
}
