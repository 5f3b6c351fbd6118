// The body of Monat and 7-Tage: skeleton, error, empty state, or the days, all drawn from one
// day summary of the range (a count and the first entries per day) rather than every entry.
// Loaded on demand, like the month grid: most readers start on a list.
import { useEffect, useLayoutEffect } from 'react'
import { useSetAtom } from 'jotai'
import type { DayRange } from '@domain/berlin-time'
import type { DaySummaryRequest, EventSearchRequest } from '@domain/events-api'
import { onDemand } from '@/lib/react/on-demand'
import { clearSearchAtom } from '@/stores/feed-filters'
import type { DaySummaryRead } from '../api/get-day-summary'
import { usePrefetchDaySummaries } from '../api/prefetch-day-summaries'
import { ResultCount } from '../feed/result-count'
import { EmptyState, ErrorState, FeedSkeleton } from '../feed/feed-states'
import { withoutTopCount } from '../feed/top-filter-hint'
import { shiftRange } from './date-range'
import { daySummaryRequest, type CalendarViewMode } from './day-summary-request'
import { SelectVisibleCheckbox } from '../selection/select-visible-checkbox'
import { removeStartPicture, useStartPictureOfMonat } from './start-picture'

// Loaded on demand, as soon as Monat or 7-Tage is chosen: each is ready when the range's summary
// has arrived, and neither page loads the other's code.
const monthView = onDemand(() => import('./month-view'), <FeedSkeleton />, { essential: true })
const previewView = onDemand(() => import('./preview-view'), <FeedSkeleton />, {
  essential: true,
})

/** The summaries of the range before and the range after, built as the one shown was. */
function neighbourRequests(
  mode: CalendarViewMode,
  range: DayRange,
  requestFor: (range: DayRange) => EventSearchRequest,
): DaySummaryRequest[] {
  return ([-1, 1] as const).map((direction) =>
    daySummaryRequest(requestFor(shiftRange(mode, range, direction)), mode),
  )
}

interface CalendarResultsProps {
  mode: CalendarViewMode
  range: DayRange
  summary: DaySummaryRead
  /** The range's search, which a chosen day of the month narrows to read all its entries. */
  request: EventSearchRequest
  /** The search of another range, built as `request` was. */
  requestFor: (range: DayRange) => EventSearchRequest
  hasSearch: boolean
  hasFilters: boolean
}

export default function CalendarResults({
  mode,
  range,
  summary,
  request,
  requestFor,
  hasSearch,
  hasFilters,
}: CalendarResultsProps) {
  usePrefetchDaySummaries(neighbourRequests(mode, range, requestFor), summary.status === 'ready')
  useEffect(() => {
    // A failure shows when the grid renders and tries again.
    void (mode === 'monthly' ? monthView : previewView).preload().catch(() => undefined)
  }, [mode])
  const clearSearch = useSetAtom(clearSearchAtom)
  // The start's picture of Monat gives way to an error or an empty month as to the grid.
  const drawnWithoutGrid =
    summary.status === 'error' || (summary.status === 'ready' && summary.total === 0)
  useLayoutEffect(() => {
    if (drawnWithoutGrid) removeStartPicture()
  }, [drawnWithoutGrid])
  const onMonthDrawn = useStartPictureOfMonat()

  if (summary.status === 'error') {
    return <ErrorState message={summary.errorMessage ?? ''} onRetry={summary.retry} />
  }
  if (summary.status === 'loading') return <FeedSkeleton rows={8} />
  const withoutTop = withoutTopCount(summary)
  const empty = summary.total === 0 && (
    <EmptyState
      hasSearch={hasSearch}
      hasFilters={hasFilters}
      onClearSearch={clearSearch}
      withoutTop={withoutTop}
    />
  )
  // An empty week keeps its days: on a phone the day's arrows are the only ones to step on with.
  if (empty && mode === 'preview') {
    return (
      <>
        {empty}
        <previewView.Component days={summary.days} matches={null} range={range} />
      </>
    )
  }
  if (empty) return empty
  if (mode === 'monthly') {
    return (
      <>
        <ResultCount total={summary.total} withoutTop={withoutTop} />
        <monthView.Component
          days={summary.days}
          matches={summary.matches}
          range={range}
          request={request}
          onDrawn={onMonthDrawn}
        />
      </>
    )
  }
  return (
    <>
      <div className="feed-summary-row">
        <ResultCount total={summary.total} withoutTop={withoutTop} />
        <SelectVisibleCheckbox />
      </div>
      <previewView.Component days={summary.days} matches={summary.matches} range={range} />
    </>
  )
}
