// Runs an agenda search in one round trip: the matching entries are collected once, then the
// page (keyset on sort key and id), the total and the four facet counts are read from them.
// With a top rule the entries are collected without it and marked `in_top`, so the same pass
// also counts what the top filter hides (docs/product.md#filters).
import {
  DEFAULT_LIMIT,
  type EventSearchFacets,
  type EventSearchRequest,
  type EventSearchResponse,
  type FacetCounts,
  type SearchSort,
} from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { EVENT_LIST_COLUMNS, toAgendaEvent, type EventListRow } from './event-rows'
import { decodeCursor, encodeCursor } from './search-cursor'
import { ruleConditions, searchConditions } from './search-conditions'
import { SqlParams } from './sql-params'

const SORT_COLUMNS: Record<SearchSort, string> = {
  startTime: 'starts_at',
  dateUpdated: 'updated_at',
}

/** A facet's counts among the entries shown (`shown`) and without the top rule (`all`). */
interface FacetPair {
  shown: FacetCounts
  all: FacetCounts
}

interface SearchResultRow {
  total: number
  total_without_top: number
  items: (EventListRow & { sort_key: string })[]
  ressort: FacetPair
  regional_service: FacetPair
  material_type: FacetPair
  kind: FacetPair
}

const facet = (expression: string) =>
  `(SELECT json_build_object(
      'shown', coalesce(json_object_agg(value, shown) FILTER (WHERE shown > 0), '{}'),
      'all', coalesce(json_object_agg(value, n), '{}')
    ) FROM (
      SELECT ${expression} AS value, count(*) FILTER (WHERE in_top)::int AS shown,
        count(*)::int AS n
      FROM matches GROUP BY 1
    ) counts WHERE value IS NOT NULL)`

function facetsOf(result: SearchResultRow, side: keyof FacetPair): EventSearchFacets {
  return {
    ressort: result.ressort[side],
    regionalService: result.regional_service[side],
    materialType: result.material_type[side],
    kind: result.kind[side],
  }
}

const isTopRule = (rule: FilterRule) => rule.type === 'FILTER_IS_TOP'

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
  const where = searchConditions(
    request,
    request.filterRules.filter((rule) => !isTopRule(rule)),
    params,
  )
  const topRules = request.filterRules.filter(isTopRule)
  const inTop = ruleConditions(topRules, params).join(' AND ') || 'TRUE'
  let keyset = 'TRUE'
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, sort, order)
    const comparison = order === 'asc' ? '>' : '<'
    keyset = `(m.${column}, m.id) ${comparison} (${params.add(cursor.key)}::timestamptz, ${params.add(cursor.id)})`
  }
  // One row more than asked tells whether another page follows.
  const limitParam = params.add(limit + 1)

  const sql = `WITH matches AS MATERIALIZED (
  SELECT e.id, e.${column}, e.kind, e.ressorts, e.regional_services, e.material_types,
    ${inTop} AS in_top
  FROM events e
  WHERE ${where}
), page AS (
  SELECT m.id FROM matches m WHERE m.in_top AND ${keyset}
  ORDER BY m.${column} ${direction}, m.id ${direction} LIMIT ${limitParam}
)
SELECT
  (SELECT count(*) FILTER (WHERE in_top)::int FROM matches) AS total,
  (SELECT count(*)::int FROM matches) AS total_without_top,
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
    facets: facetsOf(result, 'shown'),
    ...(topRules.length > 0 && {
      withoutTop: { total: result.total_without_top, facets: facetsOf(result, 'all') },
    }),
  }
}
