// Runs an agenda search in one round trip: the matching entries are collected once
// (search-matches.ts), then the page (keyset on sort key and id), the total and the four facet
// counts are read from them.
import {
  DEFAULT_LIMIT,
  type EventSearchRequest,
  type EventSearchResponse,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { EVENT_LIST_ISO_COLUMNS, toAgendaEvent, type EventListRow } from './event-rows'
import { decodeCursor, encodeCursor } from './search-cursor'
import {
  invalidWindow,
  matchesCte,
  SORT_COLUMNS,
  TOTALS_AND_FACETS,
  totalsAndFacets,
  type TotalsAndFacetsRow,
  type Versioned,
} from './search-matches'
import { runSearchStatement } from './search-statement'
import { SqlParams } from './sql-params'

interface SearchResultRow extends TotalsAndFacetsRow {
  items: (EventListRow & { sort_key: string })[]
}

export async function searchEvents(
  database: DatabaseHandle,
  request: EventSearchRequest,
): Promise<EventSearchResponse> {
  return (await searchEventsVersioned(database, request)).answer
}

/** The search with the data version it read, so the route can cache it without another read. */
export async function searchEventsVersioned(
  database: DatabaseHandle,
  request: EventSearchRequest,
): Promise<Versioned<EventSearchResponse>> {
  const windowError = invalidWindow(request.from, request.to)
  if (windowError) throw windowError
  const sort = request.sort ?? 'startTime'
  const order = request.order ?? 'asc'
  const limit = request.limit ?? DEFAULT_LIMIT
  const column = SORT_COLUMNS[sort]
  const direction = order === 'asc' ? 'ASC' : 'DESC'

  const params = new SqlParams()
  const matches = matchesCte(request, params)
  let keyset = 'TRUE'
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, sort, order)
    const comparison = order === 'asc' ? '>' : '<'
    keyset = `(m.${column}, m.id) ${comparison} (${params.add(cursor.key)}::timestamptz, ${params.add(cursor.id)})`
  }
  // One row more than asked tells whether another page follows.
  const limitParam = params.add(limit + 1)

  const sql = `WITH ${matches.sql}, page AS (
  SELECT m.id FROM matches m WHERE m.in_top AND ${keyset}
  ORDER BY m.${column} ${direction}, m.id ${direction} LIMIT ${limitParam}
)
SELECT
  (SELECT coalesce(json_agg(item ORDER BY item.sort_key ${direction}, item.id ${direction}), '[]')
     FROM (SELECT ${EVENT_LIST_ISO_COLUMNS},
             to_char(e.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key
           FROM page JOIN events e ON e.id = page.id) item) AS items,
  ${TOTALS_AND_FACETS}`

  const [result] = await runSearchStatement<SearchResultRow>(database, sql, params.values)
  if (!result) throw new Error('search query returned no row')
  const rows = result.items.slice(0, limit)
  const last = rows.at(-1)
  const hasMore = result.items.length > limit && last !== undefined
  const answer = {
    items: rows.map(toAgendaEvent),
    nextCursor: hasMore ? encodeCursor({ sort, order, key: last.sort_key, id: last.id }) : null,
    ...totalsAndFacets(result, matches.hasTopRule),
  }
  return { answer, dataVersion: Number(result.data_version) }
}
