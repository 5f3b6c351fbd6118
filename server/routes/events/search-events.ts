// Runs an agenda search in one round trip: the matching entries are collected once
// (search-matches.ts), then the page (keyset on sort key and id), the total and the four facet
// counts are read from them. The page's entries arrive as the wire's JSON text, written by
// PostgreSQL, and are passed on as they are (docs/scaling.md).
import {
  DEFAULT_LIMIT,
  type EventSearchRequest,
  type EventSearchResponse,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { AGENDA_EVENT_JSON_LATERALS, PLAIN_COORDINATES } from './event-rows'
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
  /** The page's entries, a JSON array in the response schema's form (AGENDA_EVENT_JSON_LATERALS). */
  items: string
  plain_coordinates: boolean
  /** The sort key and id of the page's last entry when another page follows. */
  next_key: string | null
  next_id: string | null
}

/** A search's answer with its entries still the JSON text PostgreSQL wrote. */
export interface SearchAnswer {
  itemsJson: string
  /** Whether `itemsJson` is byte for byte what the response schema's serializer would write. */
  itemsAsSerialized: boolean
  rest: Omit<EventSearchResponse, 'items'>
}

export async function searchEvents(
  database: DatabaseHandle,
  request: EventSearchRequest,
): Promise<EventSearchResponse> {
  const { itemsJson, rest } = (await searchEventsVersioned(database, request)).answer
  return { items: JSON.parse(itemsJson) as EventSearchResponse['items'], ...rest }
}

const NO_ITEMS = '{"items":[]'

/**
 * The answer's text as the route's serializer (from EventSearchResponseSchema) writes it: the
 * serializer writes everything but the entries, whose text is put in their place. Entries whose
 * numbers PostgreSQL prints otherwise than JavaScript are parsed and serialized instead.
 */
export function searchAnswerText(
  answer: SearchAnswer,
  serialize: (payload: EventSearchResponse) => string,
): string {
  const { itemsJson, rest } = answer
  if (!answer.itemsAsSerialized) {
    return serialize({ items: JSON.parse(itemsJson) as EventSearchResponse['items'], ...rest })
  }
  const text = serialize({ items: [], ...rest })
  if (!text.startsWith(NO_ITEMS)) throw new Error('the search answer does not begin with its items')
  return `{"items":${itemsJson}${text.slice(NO_ITEMS.length)}`
}

/** The search with the data version it read, so the route can cache it without another read. */
export async function searchEventsVersioned(
  database: DatabaseHandle,
  request: EventSearchRequest,
): Promise<Versioned<SearchAnswer>> {
  const windowError = invalidWindow(request.from, request.to)
  if (windowError) throw windowError
  const sort = request.sort ?? 'startTime'
  const order = request.order ?? 'asc'
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
  const limit = `${params.add(request.limit ?? DEFAULT_LIMIT)}::int`
  const ordering = `m.${column} ${direction}, m.id ${direction}`

  // One row more than asked tells whether another page follows.
  const sql = `WITH ${matches.sql}, page AS (
  SELECT m.id, m.${column} AS sort_value, row_number() OVER (ORDER BY ${ordering}) AS n
  FROM matches m WHERE m.in_top AND ${keyset}
  ORDER BY ${ordering} LIMIT ${limit} + 1
)
SELECT page_items.items, page_items.plain_coordinates, next_page.next_key, next_page.next_id,
  ${TOTALS_AND_FACETS}
FROM (
  SELECT coalesce('[' || string_agg(row_to_json(entry)::text, ',' ORDER BY page.n) || ']', '[]')
      AS items,
    coalesce(bool_and(${PLAIN_COORDINATES}), TRUE) AS plain_coordinates
  FROM page JOIN events e ON e.id = page.id
  ${AGENDA_EVENT_JSON_LATERALS}
  WHERE page.n <= ${limit}
) page_items
LEFT JOIN (
  SELECT to_char(p.sort_value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS next_key,
    p.id AS next_id
  FROM page p WHERE p.n = ${limit} AND (SELECT count(*) FROM page) > ${limit}
) next_page ON TRUE`

  const [result] = await runSearchStatement<SearchResultRow>(database, sql, params.values)
  if (!result) throw new Error('search query returned no row')
  const { next_key: key, next_id: id } = result
  const answer = {
    itemsJson: result.items,
    itemsAsSerialized: result.plain_coordinates,
    rest: {
      nextCursor: key !== null && id !== null ? encodeCursor({ sort, order, key, id }) : null,
      ...totalsAndFacets(result, matches.hasTopRule),
    },
  }
  return { answer, dataVersion: Number(result.data_version) }
}
