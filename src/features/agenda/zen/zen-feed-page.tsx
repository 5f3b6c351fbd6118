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
import { DayHeading } from '../feed/day-heading'
import { EmptyState, ErrorState, FeedSkeleton } from '../feed/feed-states'
import { toFeedRows, type FeedRow } from '../feed/feed-rows'
import { SearchField } from '../search/search-field'
import { useRestoredFilters } from '../filters/use-restored-filters'
import { toZenViewMode } from '../feed/view-modes'
import { PrintHeader } from '../print/print-header'
import { printHeading } from '../print/print-heading'
import { VirtualFeed } from '../feed/virtual-feed'
import { ZenEntry } from './zen-entry'
import { ZenRessortNav } from './zen-ressort-nav'
import { applyZenSection, zenSectionFromSearchParams, zenSectionLabel } from './zen-sections'
import '../feed/feed-page.css'
import '../feed/agenda-entries.css'
import './zen.css'

export default function ZenFeedPage() {
  const zenMode = toZenViewMode(useParams().viewMode)
  const classicMode = zenMode === 'preview' ? 'preview' : 'standard'
  const [searchParams] = useSearchParams()
  const range = rangeFromSearchParams(classicMode, searchParams, berlinToday())
  const section = zenSectionFromSearchParams(searchParams)
  const { filters, restored } = useRestoredFilters()
  const clearSearch = useSetAtom(clearSearchAtom)
  const sectionFilters = { ...filters, filterRules: applyZenSection(filters.filterRules, section) }
  const request = buildSearchRequest(sectionFilters, range)
  const search = useEventSearch(request, { enabled: restored })
  // Recomputed only when the page renders (new pages, new filters), not while scrolling.
  const rows = toFeedRows(search.items, {
    sort: filters.sort,
    range,
    complete: search.nextCursor === null,
  })
  const dense = zenMode === 'list'
  const renderRow = (row: FeedRow) =>
    row.kind === 'day' ? (
      <DayHeading day={row.day} grouping={row.grouping} />
    ) : (
      <ZenEntry event={row.event} day={row.day} dense={dense} />
    )

  let body
  if (!restored || search.status === 'loading') body = <FeedSkeleton />
  else if (search.status === 'error' && search.items.length === 0) {
    body = <ErrorState message={search.errorMessage ?? ''} onRetry={search.retry} />
  } else if (search.items.length === 0) {
    body = (
      <EmptyState hasSearch={filters.searchText !== ''} hasFilters onClearSearch={clearSearch} />
    )
  } else {
    body = (
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
