// Which of the given entries a saved search's rules match: the search API's own `eventIds` path
// (matchesCte in routes/events/search-matches.ts), so an alert means exactly "the search would
// show this entry now" — one rule definition for the agenda and its alerts. The percolator
// (percolator/) answers the same question for all searches at once; this path is its reference in
// tests and serves the searches it cannot compile.
import { MAX_EVENT_IDS } from '../../domain/events-api'
import type { FilterRule } from '../../domain/filter-rules'
import type { DatabaseHandle } from '../db/database'
import { matchesCte } from '../routes/events/search-matches'
import { SqlParams } from '../routes/events/sql-params'

/** A saved search has no window of its own: an alert looks at the whole agenda. */
export const WHOLE_AGENDA = { from: '1900-01-01T00:00:00.000Z', to: '2200-01-01T00:00:00.000Z' }

export async function matchingEventIds(
  database: DatabaseHandle,
  filterRules: FilterRule[],
  eventIds: string[],
): Promise<Set<string>> {
  const matched = new Set<string>()
  for (let start = 0; start < eventIds.length; start += MAX_EVENT_IDS) {
    const params = new SqlParams()
    const matches = matchesCte(
      { filterRules, ...WHOLE_AGENDA, eventIds: eventIds.slice(start, start + MAX_EVENT_IDS) },
      params,
    )
    const rows = await database.query<{ id: string }>(
      `WITH ${matches.sql} SELECT id FROM matches WHERE in_top`,
      params.values,
    )
    for (const row of rows) matched.add(row.id)
  }
  return matched
}
