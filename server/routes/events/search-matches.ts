// The SQL the agenda search and the day summary share (event-query.ts puts it together): the
// entries matching a request, collected once as the CTE `matches`, and the total and facet counts read from them. With a top rule the
// entries are collected without it and marked `in_top`, so the same pass also counts what the
// top filter hides (docs/product.md#filters).
import type {
  EventSearchFacets,
  EventSearchRequest,
  EventSearchResponse,
  FacetCounts,
} from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import { tierExpression } from './entry-matches'
import { ruleConditions, searchConditions } from './search-conditions'
import type { SqlParams } from './sql-params'

/** The window, rules and sort of a request, whether it asks for a page or for days. */
export type SearchWindow = Pick<EventSearchRequest, 'filterRules' | 'from' | 'to'>

const isTopRule = (rule: FilterRule) => rule.type === 'FILTER_IS_TOP'

/**
 * `WITH matches AS MATERIALIZED (…)`: every entry in the window that meets the rules other than
 * the top rule, with the columns both reads need and `in_top`, whether it meets the top rule too;
 * sorted by relevance, also its `tier`. They are read from `event_search`, the narrow copy of what
 * a search needs, stored in the order of start (migration 0026, docs/scaling.md): the totals and
 * facets read every match. `ranking` (fulltext-query.ts `rankingQuery`) ranks the matches; the
 * caller adds it only when its statement reads it (a parameter never read has no type).
 */
export function matchesCte(
  request: SearchWindow & Pick<EventSearchRequest, 'eventIds' | 'sort'>,
  params: SqlParams,
  ranking: string | null = null,
) {
  const tier =
    request.sort === 'relevance'
      ? `, ${ranking ? tierExpression('e.ranked_words', ranking) : '1'} AS tier`
      : ''
  const conditions = searchConditions(
    request,
    request.filterRules.filter((rule) => !isTopRule(rule)),
    params,
  )
  // The live agenda asks which of the entries it was told changed the view shows.
  const where = request.eventIds
    ? `${conditions}\n  AND e.id = ANY(${params.add(request.eventIds)}::text[])`
    : conditions
  const topRules = request.filterRules.filter(isTopRule)
  const inTop = ruleConditions(topRules, params).join(' AND ') || 'TRUE'
  return {
    sql: `matches AS MATERIALIZED (
  SELECT e.id, e.starts_at, e.ends_at, e.updated_at, e.is_top, e.kind, e.ressorts,
    e.regional_services, e.material_types, ${inTop} AS in_top${tier}
  FROM event_search e
  WHERE ${where}
)`,
    hasTopRule: topRules.length > 0,
  }
}

/** A facet's counts among the entries shown (`shown`) and without the top rule (`all`). */
interface FacetPair {
  shown: FacetCounts
  all: FacetCounts
}

/** The columns TOTALS_AND_FACETS adds to a row. */
export interface TotalsAndFacetsRow {
  /** agenda_data_version in the statement's own snapshot: the version the answer is exact for. */
  data_version: string
  total: number
  total_without_top: number
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

/**
 * Select-list items over `matches`: the data version, the totals and the four facets, shown and
 * without top.
 */
export const TOTALS_AND_FACETS = `(SELECT version::text FROM agenda_data_version) AS data_version,
  (SELECT count(*) FILTER (WHERE in_top)::int FROM matches) AS total,
  (SELECT count(*)::int FROM matches) AS total_without_top,
  ${facet('unnest(ressorts)')} AS ressort,
  ${facet('unnest(regional_services)')} AS regional_service,
  ${facet('unnest(material_types)')} AS material_type,
  ${facet('kind')} AS kind`

function facetsOf(result: TotalsAndFacetsRow, side: keyof FacetPair): EventSearchFacets {
  return {
    ressort: result.ressort[side],
    regionalService: result.regional_service[side],
    materialType: result.material_type[side],
    kind: result.kind[side],
  }
}

/** An answer with the data version it was read at, for the search cache. */
export interface Versioned<Answer> {
  answer: Answer
  dataVersion: number
}

/** The total, the facets and, with a top rule, `withoutTop`, as both answers carry them. */
export function totalsAndFacets(
  result: TotalsAndFacetsRow,
  hasTopRule: boolean,
): Pick<EventSearchResponse, 'total' | 'facets' | 'withoutTop'> {
  return {
    total: result.total,
    facets: facetsOf(result, 'shown'),
    ...(hasTopRule && {
      withoutTop: { total: result.total_without_top, facets: facetsOf(result, 'all') },
    }),
  }
}
