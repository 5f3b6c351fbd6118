// The body of a list view (Standard, Liste): skeleton, error, empty state, or the entries, read
// page by page as the reader scrolls. Monat and 7-Tage are calendar/calendar-results.tsx. Loaded
// apart from the feed page with its windowing library (list-results.ts).
import { useMemo } from 'react'
import { useSetAtom } from 'jotai'
import type { SearchSort } from '@domain/events-api'
import { clearSearchAtom } from '@/stores/feed-filters'
import type { EventSearch } from '../api/search-events'
import type { DayRange } from '@domain/berlin-time'
import { RowHeading } from './day-heading'
import { EventEntry } from './event-entry'
import { EmptyState, ErrorState, FeedSkeleton } from './feed-states'
import type { FeedRow } from './feed-rows'
import { useFeedRows } from './use-feed-rows'
import { VirtualFeed } from './virtual-feed'
import { withoutTopCount } from './top-filter-hint'
import { ResultCount } from './result-count'
import type { EntryOccurrence } from '@/stores/entry-selection'
import { SelectableEntry } from '../selection/selectable-entry'
import { SelectVisibleCheckbox } from '../selection/select-visible-checkbox'
import { useVisibleEntries } from '../selection/use-visible-entries'

interface FeedResultsProps {
  mode: 'standard' | 'list'
  range: DayRange
  sort: SearchSort
  search: EventSearch
  hasSearch: boolean
  hasFilters: boolean
}

export default function FeedResults({
  mode,
  range,
  sort,
  search,
  hasSearch,
  hasFilters,
}: FeedResultsProps) {
  const clearSearch = useSetAtom(clearSearchAtom)
  const rows = useFeedRows(search, sort, range)
  // Every entry loaded so far is shown (the list draws only those near the window, but all are
  // a scroll away), so all of them are what a range or „Alle sichtbaren“ covers.
  const occurrences = useMemo(
    () =>
      (rows ?? []).flatMap((row): EntryOccurrence[] =>
        row.kind === 'event' ? [{ key: row.key, entry: row.event }] : [],
      ),
    [rows],
  )
  useVisibleEntries(occurrences)

  if (search.status === 'error' && search.items.length === 0) {
    return <ErrorState message={search.errorMessage ?? ''} onRetry={search.retry} />
  }
  if (search.status === 'loading' || !rows) return <FeedSkeleton rows={mode === 'list' ? 14 : 8} />
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

  const variant = mode === 'list' ? 'row' : 'card'
  const renderRow = (row: FeedRow) =>
    row.kind === 'event' ? (
      <SelectableEntry occurrence={{ key: row.key, entry: row.event }}>
        <EventEntry
          event={row.event}
          day={row.day}
          variant={variant}
          match={search.matches?.[row.event.id]}
        />
      </SelectableEntry>
    ) : (
      <RowHeading row={row} />
    )
  return (
    <>
      <div className="feed-summary-row">
        <ResultCount total={search.total} withoutTop={withoutTop} />
        <SelectVisibleCheckbox />
      </div>
      <VirtualFeed
        className={`feed-${mode}`}
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
