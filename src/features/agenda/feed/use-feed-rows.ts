// The rows of a list (Standard, Liste, the zen feed): by day, by Eingang, or, sorted by relevance
// with a search text, under where the search found each entry, whose code loads on demand.
import { useMemo } from 'react'
import type { DayRange } from '@domain/berlin-time'
import type { SearchSort } from '@domain/events-api'
import type { EventSearch } from '../api/search-events'
import { matchRows } from '../matches/matches-on-demand'
import { toFeedRows, type FeedRow } from './feed-rows'

/** The rows, or null while the relevance grouping's code is still loading. */
export function useFeedRows(
  search: Pick<EventSearch, 'items' | 'matches' | 'nextCursor'>,
  sort: SearchSort,
  range: DayRange,
): FeedRow[] | null {
  const { items, matches, nextCursor } = search
  // Without a search text the answer has no matches and relevance is the date order.
  const byMatch = sort === 'relevance' && matches !== null
  const grouping = matchRows.useModule(byMatch)
  const { from, to } = range
  const complete = nextCursor === null
  return useMemo(() => {
    if (!byMatch) return toFeedRows(items, { sort, range: { from, to }, complete })
    return grouping && matches ? grouping.toMatchRows(items, matches) : null
  }, [byMatch, grouping, items, matches, sort, from, to, complete])
}
