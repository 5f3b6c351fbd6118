// The one query builder behind the agenda search and the day summary: it checks a request's
// window, settles its sort, and writes and runs the statement's shared part (the matching entries
// as the CTE `matches` of search-matches.ts, their total and facets and, with search words, where
// the words stand), so each route adds only what it selects from the matches: a page
// (search-events.ts) or per-day counts and first entries (day-summary.ts).
import type {
  EventSearchRequest,
  EventSearchResponse,
  SortOrder,
  SearchSort,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { entryMatches, matchRowJson, tierExpression, type MatchRow } from './entry-matches'
import { rankingQuery } from './fulltext-query'
import {
  matchesCte,
  TOTALS_AND_FACETS,
  totalsAndFacets,
  type SearchWindow,
  type TotalsAndFacetsRow,
} from './search-matches'
import { runSearchStatement } from './search-statement'
import { SqlParams } from './sql-params'

/** What of a request the shared part reads: the search's body, whichever route it came to. */
export type EventQueryRequest = SearchWindow &
  Pick<EventSearchRequest, 'eventIds' | 'sort' | 'order'>

const SORT_COLUMNS: Record<SearchSort, string> = {
  startTime: 'starts_at',
  dateUpdated: 'updated_at',
  // Within a tier (entry-matches.ts), nearest first.
  relevance: 'starts_at',
}

/** A request checked and settled, with the parameters its statement collects so far. */
export interface EventQuery {
  params: SqlParams
  sort: SearchSort
  /** By relevance the order is fixed: best tier first, then nearest first. */
  order: SortOrder
  direction: 'ASC' | 'DESC'
  /** The column of `matches` the sort reads. */
  column: string
  /** The rules' tsquery that ranks the matches (fulltext-query.ts), null without search words. */
  ranking: string | null
  /** `matches AS MATERIALIZED (…)` and whether a top rule marks them (search-matches.ts). */
  matches: ReturnType<typeof matchesCte>
}

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

/** Checks the window and starts the statement: its ranking and its matches. */
export function eventQuery(request: EventQueryRequest): EventQuery {
  const windowError = invalidWindow(request.from, request.to)
  if (windowError) throw windowError
  const sort = request.sort ?? 'startTime'
  const order = sort === 'relevance' ? 'asc' : (request.order ?? 'asc')
  const params = new SqlParams()
  const ranking = rankingQuery(request.filterRules, params)
  return {
    params,
    sort,
    order,
    direction: order === 'asc' ? 'ASC' : 'DESC',
    column: SORT_COLUMNS[sort],
    ranking,
    matches: matchesCte(request, params, ranking),
  }
}

/**
 * Where the search words stand in the entry `e` (entry-matches.ts), as JSON; by relevance its tier
 * is read from `tierColumn`, which the route carried from `matches`, else computed here.
 */
export function matchRowOf(query: EventQuery, ranking: string, tierColumn: string): string {
  const tier = query.sort === 'relevance' ? tierColumn : tierExpression('e.ranked_words', ranking)
  return matchRowJson(tier, ranking, query.params)
}

/** The columns every answer's row brings: totals, facets, data version and `match_rows`. */
export interface EventQueryRow extends TotalsAndFacetsRow {
  /** With search words: where they stand in each entry listed (an entry of several days repeats). */
  match_rows: MatchRow[] | null
}

/** A route's part of the statement: its CTEs after `matches`, its select list, and its FROM. */
export interface RouteSelect {
  ctes: string
  /** Select-list items ending in one named `match_rows` (`NULL::json` without search words). */
  columns: string
  from?: string
}

/** An answer's shared part: the total, facets, `withoutTop` and, with search words, `matches`. */
export type SharedAnswer = Pick<EventSearchResponse, 'total' | 'facets' | 'withoutTop' | 'matches'>

/** Runs the statement as one round trip; answers the route's row, the shared part and the version. */
export async function runEventQuery<Row extends EventQueryRow>(
  database: DatabaseHandle,
  query: EventQuery,
  select: RouteSelect,
): Promise<{ row: Row; shared: SharedAnswer; dataVersion: number }> {
  const sql = `WITH ${query.matches.sql}, ${select.ctes}
SELECT ${select.columns},
  ${TOTALS_AND_FACETS}${select.from ? `\n${select.from}` : ''}`
  const [row] = await runSearchStatement<Row>(database, sql, query.params.values)
  if (!row) throw new Error('the agenda query returned no row')
  const shared = {
    ...totalsAndFacets(row, query.matches.hasTopRule),
    ...(query.ranking && { matches: entryMatches(row.match_rows ?? []) }),
  }
  return { row, shared, dataVersion: Number(row.data_version) }
}
