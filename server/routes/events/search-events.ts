// Runs an agenda search in one round trip: on the query builder's matching entries, total, facets
// and search words (event-query.ts) it selects the page (keyset on sort key and id) and where the
// words stand in the page's entries (entry-matches.ts). The page's entries arrive as the wire's JSON text, written by
// PostgreSQL, and are passed on as they are (docs/scaling.md).
import {
  DEFAULT_LIMIT,
  type EventSearchRequest,
  type EventSearchResponse,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { isTier } from './entry-matches'
import { AGENDA_EVENT_JSON_LATERALS, PLAIN_COORDINATES } from './event-rows'
import { eventQuery, matchRowOf, runEventQuery, type EventQueryRow } from './event-query'
import { decodeCursor, encodeCursor } from './search-cursor'
import type { Versioned } from './search-matches'

interface SearchResultRow extends EventQueryRow {
  /** The page's entries, a JSON array in the response schema's form (AGENDA_EVENT_JSON_LATERALS). */
  items: string
  plain_coordinates: boolean
  /** The sort key and id of the page's last entry when another page follows. */
  next_key: string | null
  next_id: string | null
  next_tier: number | null
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
  const query = eventQuery(request)
  const { params, sort, order, column, direction, ranking } = query
  const relevance = sort === 'relevance'
  const tierKey = relevance ? 'm.tier, ' : ''
  let keyset = 'TRUE'
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, sort, order)
    const comparison = order === 'asc' ? '>' : '<'
    const tier = cursor.tier === undefined ? '' : `${params.add(cursor.tier)}::int, `
    keyset = `(${tierKey}m.${column}, m.id) ${comparison} (${tier}${params.add(cursor.key)}::timestamptz, ${params.add(cursor.id)})`
  }
  const limit = `${params.add(request.limit ?? DEFAULT_LIMIT)}::int`
  const ordering = relevance
    ? 'm.tier, m.starts_at, m.id'
    : `m.${column} ${direction}, m.id ${direction}`
  const matchRows = ranking
    ? `json_agg(${matchRowOf(query, ranking, 'page.tier')} ORDER BY page.n)`
    : 'NULL::json'

  // One row more than asked tells whether another page follows.
  const { row, shared, dataVersion } = await runEventQuery<SearchResultRow>(database, query, {
    ctes: `page AS (
  SELECT m.id, m.${column} AS sort_value, ${relevance ? 'm.tier' : 'NULL::int AS tier'},
    row_number() OVER (ORDER BY ${ordering}) AS n
  FROM matches m WHERE m.in_top AND ${keyset}
  ORDER BY ${ordering} LIMIT ${limit} + 1
)`,
    columns: `page_items.items, page_items.plain_coordinates, next_page.next_key,
  next_page.next_id, next_page.next_tier, page_items.match_rows`,
    from: `FROM (
  SELECT coalesce('[' || string_agg(row_to_json(entry)::text, ',' ORDER BY page.n) || ']', '[]')
      AS items,
    coalesce(bool_and(${PLAIN_COORDINATES}), TRUE) AS plain_coordinates,
    ${matchRows} AS match_rows
  FROM page JOIN events e ON e.id = page.id
  ${AGENDA_EVENT_JSON_LATERALS}
  WHERE page.n <= ${limit}
) page_items
LEFT JOIN (
  SELECT to_char(p.sort_value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS next_key,
    p.id AS next_id, p.tier AS next_tier
  FROM page p WHERE p.n = ${limit} AND (SELECT count(*) FROM page) > ${limit}
) next_page ON TRUE`,
  })
  const { next_key: key, next_id: id, next_tier: tier } = row
  const cursor = key !== null && id !== null ? { sort, order, key, id } : null
  const answer = {
    itemsJson: row.items,
    itemsAsSerialized: row.plain_coordinates,
    rest: {
      nextCursor: cursor && encodeCursor(isTier(tier) ? { ...cursor, tier } : cursor),
      ...shared,
    },
  }
  return { answer, dataVersion }
}
