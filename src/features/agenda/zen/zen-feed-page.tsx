// The zen feed /zen/{preview|list}: a calm reading layout with the ressort navigation and few
// controls. 7 days (preview) as day sections with teasers, or two weeks as a quiet list. The
// detail route renders into the Outlet over it.
import { Outlet, useParams, useSearchParams } from 'react-router-dom'
import { useSetAtom } from 'jotai'
import { berlinToday } from '@domain/berlin-time'
import { RESULTS_TARGET_ID } from '@/components/ui/skip-targets'
import { clearSearchAtom } from '@/stores/feed-filters'
import { useEventSearch } from '../api/search-events'
import { buildSearchRequest } from '../search/build-search-request'
import { DateNavigation } from '../calendar/date-navigation'
import { rangeFromSearchParams } from '../calendar/date-range'
import { RowHeading } from '../feed/day-heading'
import { EmptyState, ErrorState, FeedSkeleton } from '../feed/feed-states'
import type { FeedRow } from '../feed/feed-rows'
import { useFeedRows } from '../feed/use-feed-rows'
import { useEntryMarksFor } from '../feed/entry-marks'
import { SearchField } from '../search/search-field'
import { useRestoredFilters } from '../filters/use-restored-filters'
import { toZenViewMode } from '../feed/view-modes'
import { PrintHeader } from '../print/print-header'
import { printHeading } from '../print/print-heading'
import { VirtualFeed } from '../feed/virtual-feed'
import { TopFilterHint, withoutTopCount } from '../feed/top-filter-hint'
import { ZenEntry } from './zen-entry'
import { ZenRessortNav } from './zen-ressort-nav'
import { applyZenSection, zenSectionFromSearchParams, zenSectionLabel } from './zen-sections'
import '../feed/feed-page.css'
import '../feed/agenda-entries.css'
import './zen.css'

export default function ZenFeedPage() {
  const zenMode = toZenViewMode(useParams().viewMode)
  const classicMode = zenMode === 'preview' ? 'preview' : 'standard'
  const [searchParams, setSearchParams] = useSearchParams()
  const range = rangeFromSearchParams(classicMode, searchParams, berlinToday())
  const section = zenSectionFromSearchParams(searchParams)
  const { filters, restored } = useRestoredFilters()
  const clearSearch = useSetAtom(clearSearchAtom)
  const sectionFilters = { ...filters, filterRules: applyZenSection(filters.filterRules, section) }
  const request = buildSearchRequest(sectionFilters, range)
  const search = useEventSearch(request, { enabled: restored })
  useEntryMarksFor(search.items)
  const rows = useFeedRows(search, filters.sort, range)
  const dense = zenMode === 'list'
  // The Top section forces the top filter on, so „Alle anzeigen“ opens Alle Einträge for the same
  // days and search; the focus stays with the results, where the shown entries change.
  const withoutTop = section.kind === 'top' ? withoutTopCount(search) : null
  const showAll = () => {
    const next = new URLSearchParams(searchParams)
    next.set('alle', '')
    setSearchParams(next)
    document.getElementById(RESULTS_TARGET_ID)?.focus({ preventScroll: true })
  }
  const renderRow = (row: FeedRow) =>
    row.kind === 'event' ? (
      <ZenEntry
        event={row.event}
        day={row.day}
        dense={dense}
        match={search.matches?.[row.event.id]}
      />
    ) : (
      <RowHeading row={row} />
    )

  let body
  if (!restored || search.status === 'loading' || !rows) body = <FeedSkeleton />
  else if (search.status === 'error' && search.items.length === 0) {
    body = <ErrorState message={search.errorMessage ?? ''} onRetry={search.retry} />
  } else if (search.items.length === 0) {
    body = (
      <EmptyState
        hasSearch={filters.searchText !== ''}
        hasFilters
        onClearSearch={clearSearch}
        withoutTop={withoutTop}
        onShowAll={showAll}
      />
    )
  } else {
    body = (
      <>
        {withoutTop && <TopFilterHint shown={search.total} all={withoutTop} onShowAll={showAll} />}
        <VirtualFeed
          className={`zen-feed ${dense ? 'is-dense' : ''}`}
          label={zenSectionLabel(section)}
          rows={rows}
          estimateDayHeight={72}
          estimateEventHeight={dense ? 52 : 120}
          renderRow={renderRow}
          hasMore={search.nextCursor !== null}
          onEndReached={search.loadMore}
        />
      </>
    )
  }

  return (
    <div className="zen-page">
      <ZenRessortNav />
      <div className="zen-column">
        <h1 className="zen-title">{zenSectionLabel(section)}</h1>
        <PrintHeader
          heading={printHeading({ range, wholeMonth: false, rules: request.filterRules })}
        />
        <div className="zen-controls">
          <DateNavigation mode={classicMode} range={range} withPicker={false} />
          <SearchField compact />
        </div>
        <div id={RESULTS_TARGET_ID} className="zen-results" tabIndex={-1}>
          {body}
        </div>
      </div>
      <Outlet />
    </div>
  )
}
