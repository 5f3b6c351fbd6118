// The body of a classic feed for one view mode: skeleton, error, empty state, or the entries.
import { useEffect, useMemo } from 'react'
import { useSetAtom } from 'jotai'
import type { SearchSort } from '@domain/events-api'
import { onDemand } from '@/lib/react/on-demand'
import { clearSearchAtom } from '@/stores/feed-filters'
import type { EventSearch } from '../api/search-events'
import type { DayRange } from '@domain/berlin-time'
import { DayHeading } from './day-heading'
import { EventEntry } from './event-entry'
import { EmptyState, ErrorState, FeedSkeleton } from './feed-states'
import { toFeedRows, type FeedRow } from './feed-rows'
import { PreviewView } from '../calendar/preview-view'
import { VirtualFeed } from './virtual-feed'
import { TopFilterHint, withoutTopCount } from './top-filter-hint'
import type { ClassicViewMode } from './view-modes'
import { ENTRY_COUNT, plural } from '@domain/plural'

// Loaded on demand, as soon as Monat is chosen: it is ready when the month's pages have arrived.
const monthView = onDemand(() => import('../calendar/month-view'), <FeedSkeleton />)

interface FeedResultsProps {
  mode: ClassicViewMode
  range: DayRange
  sort: SearchSort
  search: EventSearch
  hasSearch: boolean
  hasFilters: boolean
}

/** Day columns and the month grid need every entry of their range; lists load as you scroll. */
export const needsCompleteRange = (mode: ClassicViewMode) =>
  mode === 'preview' || mode === 'monthly'

export function FeedResults({
  mode,
  range,
  sort,
  search,
  hasSearch,
  hasFilters,
}: FeedResultsProps) {
  const complete = needsCompleteRange(mode)
  useEffect(() => {
    // A failure shows when the grid renders and tries again.
    if (mode === 'monthly') void monthView.preload().catch(() => undefined)
  }, [mode])
  const clearSearch = useSetAtom(clearSearchAtom)
  const { from, to } = range
  const loadedAll = search.nextCursor === null
  const rows = useMemo(
    () =>
      complete ? [] : toFeedRows(search.items, { sort, range: { from, to }, complete: loadedAll }),
    [complete, search.items, sort, from, to, loadedAll],
  )

  if (search.status === 'error' && search.items.length === 0) {
    return <ErrorState message={search.errorMessage ?? ''} onRetry={search.retry} />
  }
  if (search.status === 'loading' || (complete && search.nextCursor)) {
    return <FeedSkeleton rows={mode === 'list' ? 14 : 8} />
  }
  const withoutTop = withoutTopCount(search)
  if (search.items.length === 0) {
    return (
      <EmptyState
        hasSearch={hasSearch}
        hasFilters={hasFilters}
        onClearSearch={clearSearch}
        withoutTop={withoutTop}
      />
    )
  }

  const summary = withoutTop ? (
    <TopFilterHint shown={search.total} all={withoutTop} />
  ) : (
    <p className="feed-summary" role="status">
      {plural(search.total, ENTRY_COUNT)}
    </p>
  )
  if (mode === 'preview')
    return (
      <>
        {summary}
        <PreviewView events={search.items} range={range} />
      </>
    )
  if (mode === 'monthly') {
    return (
      <>
        {summary}
        <monthView.Component events={search.items} range={range} />
      </>
    )
  }
  const variant = mode === 'list' ? 'row' : 'card'
  const renderRow = (row: FeedRow) =>
    row.kind === 'day' ? (
      <DayHeading day={row.day} grouping={row.grouping} />
    ) : (
      <EventEntry event={row.event} day={row.day} variant={variant} />
    )
  return (
    <>
      {summary}
      <VirtualFeed
        className={`virtual-feed feed-${mode}`}
        label="Termine"
        rows={rows}
        estimateDayHeight={mode === 'list' ? 44 : 56}
        estimateEventHeight={mode === 'list' ? 40 : 96}
        renderRow={renderRow}
        hasMore={search.nextCursor !== null}
        onEndReached={search.loadMore}
      />
      {search.status === 'error' && (
        <ErrorState message={search.errorMessage ?? ''} onRetry={search.loadMore} />
      )}
      {search.loadingMore && <FeedSkeleton rows={3} />}
    </>
  )
}
