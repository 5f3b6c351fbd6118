// The day summary behind Monat and 7-Tage, in one round trip: for each Berlin day of the window
// its count of entries (an entry of several days counts on each of its days, as
// domain/event-days.ts draws it) and its first few entries, selected from the query builder's
// matches, which bring the search's total, facets and search words (event-query.ts); with search
// words, also where they stand in the listed entries (entry-matches.ts).
import {
  DEFAULT_ENTRIES_PER_DAY,
  MAX_SUMMARY_DAYS,
  type DaySummaryRequest,
  type DaySummaryResponse,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { DAY_ENTRY_COLUMNS, toDayEntry, type DayEntryRow } from './event-rows'
import { eventQuery, matchRowOf, runEventQuery, type EventQueryRow } from './event-query'
import type { Versioned } from './search-matches'

const DAY_MS = 86_400_000
// A window of n Berlin days lasts up to an hour longer than n × 24 h (the autumn clock change).
const MAX_WINDOW_MS = MAX_SUMMARY_DAYS * DAY_MS + 3_600_000

interface DaySummaryRow extends EventQueryRow {
  days: { day: string; count: number; entries: DayEntryRow[] }[]
}

/** A Berlin calendar day of a timestamp expression. */
const berlinDay = (timestamp: string) => `((${timestamp}) AT TIME ZONE 'Europe/Berlin')::date`

/** The summary with the data version it read, so the route can cache it without another read. */
export async function summarizeDays(
  database: DatabaseHandle,
  request: DaySummaryRequest,
): Promise<Versioned<DaySummaryResponse>> {
  const query = eventQuery(request)
  if (Date.parse(request.to) - Date.parse(request.from) > MAX_WINDOW_MS) {
    throw new ApiError(
      400,
      'WINDOW_TOO_LONG',
      `Die Tagesübersicht umfasst höchstens ${MAX_SUMMARY_DAYS} Tage; bitte wählen Sie einen kürzeren Zeitraum.`,
    )
  }
  const { params, column, direction, ranking } = query
  const relevance = query.sort === 'relevance'
  const from = `${params.add(request.from)}::timestamptz`
  const to = `${params.add(request.to)}::timestamptz`
  const perDay = params.add(request.perDay ?? DEFAULT_ENTRIES_PER_DAY)
  // By relevance a day lists the best tier first (entry-matches.ts), each tier by time.
  const tierFirst = relevance ? 'tier, ' : ''
  const matchRows = ranking
    ? `, (SELECT json_agg(match) FROM picked, json_array_elements(picked.match_rows) match)`
    : ', NULL::json'
  const pickedMatches = ranking ? `, json_agg(hit.match) AS match_rows` : ''
  const hitLateral = ranking
    ? `CROSS JOIN LATERAL (SELECT ${matchRowOf(query, ranking, 'r.tier')} AS match
      FROM events e WHERE e.id = r.id) hit`
    : ''

  // An entry's days run from its start's day to the day of the instant before its end (midnight
  // opens no new day), at least one; only the window's days are counted.
  const { row, shared, dataVersion } = await runEventQuery<DaySummaryRow>(database, query, {
    ctes: `entry_days AS (
  SELECT m.id, m.is_top, m.${column} AS sort_value, ${relevance ? 'm.tier' : '1 AS tier'}, day::date AS day
  FROM matches m,
    LATERAL (SELECT ${berlinDay('m.starts_at')} AS first,
      greatest(${berlinDay('m.starts_at')}, ${berlinDay(`m.ends_at - interval '1 microsecond'`)}) AS last
    ) span,
    generate_series(
      greatest(span.first, ${berlinDay(from)})::timestamp,
      least(span.last, ${berlinDay(`${to} - interval '1 microsecond'`)})::timestamp,
      interval '1 day'
    ) AS day
  WHERE m.in_top
), ranked AS (
  SELECT id, day, sort_value, tier,
    row_number() OVER (PARTITION BY day ORDER BY is_top DESC, ${tierFirst}sort_value ${direction}, id ${direction}) AS rank
  FROM entry_days
), day_counts AS (
  SELECT day, count(*)::int AS count FROM entry_days GROUP BY day
), picked AS (
  SELECT r.day, json_agg(entry ORDER BY ${tierFirst}r.sort_value ${direction}, r.id ${direction}) AS entries${pickedMatches}
  FROM ranked r
    CROSS JOIN LATERAL (SELECT ${DAY_ENTRY_COLUMNS} FROM events e WHERE e.id = r.id) entry
    ${hitLateral}
  WHERE r.rank <= ${perDay}
  GROUP BY r.day
)`,
    columns: `(SELECT coalesce(json_agg(json_build_object(
      'day', to_char(c.day, 'YYYY-MM-DD'), 'count', c.count, 'entries', p.entries
    ) ORDER BY c.day), '[]')
   FROM day_counts c JOIN picked p USING (day)) AS days${matchRows} AS match_rows`,
  })
  const answer = {
    days: row.days.map(({ day, count, entries }) => ({
      day,
      count,
      entries: entries.map(toDayEntry),
    })),
    ...shared,
  }
  return { answer, dataVersion }
}
