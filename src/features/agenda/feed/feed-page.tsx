// The classic feed /events/{viewMode}: view tabs, date navigation, search and filters above the
// entries. The detail route renders into the Outlet over it, so the feed stays mounted and keeps
// its scroll position.
import { useState } from 'react'
import { useAtom } from 'jotai'
import { Outlet, useParams, useSearchParams } from 'react-router-dom'
import { berlinToday } from '@domain/berlin-time'
import { useDaySummary } from '../api/get-day-summary'
import { useEventSearch } from '../api/search-events'
import { buildSearchRequest } from '../search/build-search-request'
import { DateNavigation } from '../calendar/date-navigation'
import { rangeFromSearchParams } from '../calendar/date-range'
import { daySummaryRequest, isCalendarViewMode } from '../calendar/day-summary-request'
import { countActiveFilters } from '../filters/filter-rule-edits'
import { loadListResults } from './list-results'
import { LiveNewEntries } from './live-new-entries'
import { FeedSkeleton } from './feed-states'
import { FilterPanel } from '../filters/filter-panel'
import { SearchField } from '../search/search-field'
import { useRestoredFilters } from '../filters/use-restored-filters'
import { useSearchLink } from '../search/use-search-link'
import { toClassicViewMode, VIEW_MODE_LABELS } from './view-modes'
import { ViewModeTabs } from './view-mode-tabs'
import { useCurrentView } from './use-current-view'
import './feed-page.css'
import './agenda-entries.css'
import { ViewTools } from '@/components/entry-actions/agenda-tools'
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { RESULTS_TARGET_ID } from '@/components/ui/skip-targets'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/react/use-media-query'
import { onDemand } from '@/lib/react/on-demand'
import { layoutPreferencesAtom } from '@/stores/layout-preferences'
import { BulkBarSlot } from '../selection/bulk-bar-slot'
import { useSelectionScope } from '../selection/use-selection-scope'
import { PrintButton } from '../print/print-button'
import { PrintHeader } from '../print/print-header'
import { printHeading } from '../print/print-heading'
import { usePrintView } from '../print/use-print-view'
import './feed-print.css'

// Loaded on demand as 7-Tage or Monat opens, while its summary is read: most readers start on a list.
const calendarResults = onDemand(() => import('../calendar/calendar-results'), <FeedSkeleton />)
// Standard and Liste: the start fetches it along with this page when it opens on one of them.
const listResults = onDemand(loadListResults, <FeedSkeleton />)

/** For the start, once it has fetched this page's code and the list's (src/main.tsx). */
export const preloadListResults = listResults.preload

/** For the start, which loads this page's code (src/main.tsx). */
export { prefetchFeedSearch, startSearchLink } from './prefetch-feed-search'

export default function FeedPage() {
  const mode = toClassicViewMode(useParams().viewMode)
  const [searchParams] = useSearchParams()
  const range = rangeFromSearchParams(mode, searchParams, berlinToday())
  const { filters, restored } = useRestoredFilters()
  useSearchLink(filters, restored)
  // A desktop shows the filters as a rail that folds away for the week's width, remembered on the
  // device; a phone folds them out above the entries for this visit (docs/product.md#layouts).
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [sheetOpen, setSheetOpen] = useState(false)
  const [layout, setLayout] = useAtom(layoutPreferencesAtom)
  const filtersOpen = desktop ? !layout.filterRailCollapsed : sheetOpen
  const toggleFilters = () => {
    if (desktop) setLayout({ filterRailCollapsed: filtersOpen })
    else setSheetOpen(!filtersOpen)
  }
  const request = buildSearchRequest(filters, range)
  // Lists read entries page by page; Monat and 7-Tage read one summary of their days.
  const calendarMode = isCalendarViewMode(mode) ? mode : null
  const search = useEventSearch(request, { enabled: restored && calendarMode === null })
  const summary = useDaySummary(daySummaryRequest(request, calendarMode ?? 'monthly'), {
    enabled: restored && calendarMode !== null,
  })
  const facetsSource = calendarMode ? summary : search
  const activeFilters = countActiveFilters(filters.filterRules)
  useSelectionScope(mode, request)
  useCurrentView(mode, range, request)
  const printView = usePrintView(calendarMode ? null : search)

  return (
    <div className={`agenda-page mode-${mode} ${filtersOpen ? 'has-filters' : ''}`}>
      {/* Shown on paper, above the print header. */}
      <h1 className="visually-hidden print-title">Agenda – {VIEW_MODE_LABELS[mode]}</h1>
      <PrintHeader
        heading={printHeading({
          range,
          wholeMonth: mode === 'monthly',
          rules: request.filterRules,
        })}
      />
      <div className="agenda-toolbar">
        <ViewModeTabs />
        <DateNavigation mode={mode} range={range} />
      </div>
      <div className="agenda-search-row">
        <SearchField />
        <button
          type="button"
          className={`${buttonClassName('secondary')} filter-toggle`}
          aria-expanded={filtersOpen}
          aria-controls="agenda-filters"
          onClick={toggleFilters}
        >
          <Icon name="filter" size="small" />
          {/* On phones the icon stands alone, so the search keeps its width; the word stays for
              screen readers. */}
          <span className="visually-hidden-on-phone">Filter</span>
          {activeFilters > 0 && <span className="filter-badge">{activeFilters}</span>}
        </button>
        <PrintButton onPrint={printView.print} preparing={printView.preparing} />
        <ViewTools />
      </div>
      <div className="agenda-body">
        <aside className="agenda-filters" aria-label="Filter" hidden={!filtersOpen}>
          <FilterPanel
            id="agenda-filters"
            facets={facetsSource.facets}
            facetsWithoutTop={facetsSource.withoutTop?.facets}
          />
        </aside>
        <section
          id={RESULTS_TARGET_ID}
          className="agenda-results"
          aria-label="Termine"
          tabIndex={-1}
        >
          {!restored ? (
            <FeedSkeleton />
          ) : calendarMode ? (
            <calendarResults.Component
              mode={calendarMode}
              range={range}
              summary={summary}
              request={request}
              requestFor={(other) => buildSearchRequest(filters, other)}
              hasSearch={filters.searchText.trim() !== ''}
              hasFilters={activeFilters > 0}
            />
          ) : (
            <>
              <LiveNewEntries />
              <listResults.Component
                mode={mode === 'list' ? 'list' : 'standard'}
                range={range}
                sort={filters.sort}
                search={search}
                hasSearch={filters.searchText.trim() !== ''}
                hasFilters={activeFilters > 0}
              />
            </>
          )}
          <BulkBarSlot />
        </section>
      </div>
      <Outlet />
    </div>
  )
}
