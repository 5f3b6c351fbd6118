// Runs an agenda search in one round trip: the matching entries are collected once, then the
// page (keyset on sort key and id), the total and the four facet counts are read from them.
import type {
  EventSearchRequest,
  EventSearchResponse,
  FacetCounts,
  SearchSort,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { EVENT_LIST_COLUMNS, toAgendaEvent, type EventListRow } from './event-rows'
import { DEFAULT_LIMIT } from './event-schemas'
import { decodeCursor, encodeCursor } from './search-cursor'
import { searchConditions } from './search-conditions'
import { SqlParams } from './sql-params'

const SORT_COLUMNS: Record<SearchSort, string> = {
  startTime: 'starts_at',
  dateUpdated: 'updated_at',
}

interface SearchResultRow {
  total: number
  items: (EventListRow & { sort_key: string })[]
  ressort: FacetCounts
  regional_service: FacetCounts
  material_type: FacetCounts
  kind: FacetCounts
}

const facet = (expression: string) =>
  `(SELECT coalesce(json_object_agg(value, n), '{}') FROM (
      SELECT ${expression} AS value, count(*)::int AS n FROM matches GROUP BY 1
    ) counts WHERE value IS NOT NULL)`

export function invalidWindow(from: string, to: string): ApiError | null {
  const start = Date.parse(from)
  const end = Date.parse(to)
  if (Number.isNaN(start) || Number.isNaN(end)) {
    return new ApiError(400, 'INVALID_DATE', 'Bitte geben Sie gültige Daten für from und to an.')
  }
  if (start > end) {
    return new ApiError(400, 'INVALID_WINDOW', 'Der Beginn (from) liegt nach dem Ende (to).')
  }
  return null
}

export async function searchEvents(
  database: DatabaseHandle,
  request: EventSearchRequest,
): Promise<EventSearchResponse> {
  const windowError = invalidWindow(request.from, request.to)
  if (windowError) throw windowError
  const sort = request.sort ?? 'startTime'
  const order = request.order ?? 'asc'
  const limit = request.limit ?? DEFAULT_LIMIT
  const column = SORT_COLUMNS[sort]
  const direction = order === 'asc' ? 'ASC' : 'DESC'

  const params = new SqlParams()
  const where = searchConditions(request, request.filterRules, params)
  let keyset = 'TRUE'
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, sort, order)
    const comparison = order === 'asc' ? '>' : '<'
    keyset = `(m.${column}, m.id) ${comparison} (${params.add(cursor.key)}::timestamptz, ${params.add(cursor.id)})`
  }
  // One row more than asked tells whether another page follows.
  const limitParam = params.add(limit + 1)

  const sql = `WITH matches AS MATERIALIZED (
  SELECT e.id, e.${column}, e.kind, e.ressorts, e.regional_services, e.material_types
  FROM events e
  WHERE ${where}
), page AS (
  SELECT m.id FROM matches m WHERE ${keyset}
  ORDER BY m.${column} ${direction}, m.id ${direction} LIMIT ${limitParam}
)
SELECT
  (SELECT count(*)::int FROM matches) AS total,
  (SELECT coalesce(json_agg(item ORDER BY item.${column} ${direction}, item.id ${direction}), '[]')
     FROM (SELECT ${EVENT_LIST_COLUMNS},
             to_char(e.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key
           FROM page JOIN events e USING (id)) item) AS items,
  ${facet('unnest(ressorts)')} AS ressort,
  ${facet('unnest(regional_services)')} AS regional_service,
  ${facet('unnest(material_types)')} AS material_type,
  ${facet('kind')} AS kind`

  const [result] = await database.query<SearchResultRow>(sql, params.values)
  if (!result) throw new Error('search query returned no row')
  const rows = result.items.slice(0, limit)
  const last = rows.at(-1)
  const hasMore = result.items.length > limit && last !== undefined
  return {
    items: rows.map(toAgendaEvent),
    nextCursor: hasMore ? encodeCursor({ sort, order, key: last.sort_key, id: last.id }) : null,
    total: result.total,
    facets: {
      ressort: result.ressort,
      regionalService: result.regional_service,
      materialType: result.material_type,
      kind: result.kind,
    },
  }
}
