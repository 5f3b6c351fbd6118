// The classic feed /events/{viewMode}: view tabs, date navigation, search and filters above the
// entries. The detail route renders into the Outlet over it, so the feed stays mounted and keeps
// its scroll position.
import { useState } from 'react'
import { Outlet, useParams, useSearchParams } from 'react-router-dom'
import { berlinToday } from '@domain/berlin-time'
import { useEventSearch } from './api/search-events'
import { buildSearchRequest } from './build-search-request'
import { DateNavigation } from './date-navigation'
import { rangeFromSearchParams } from './date-range'
import { countActiveFilters } from './filter-rule-edits'
import { FeedResults, needsCompleteRange } from './feed-results'
import { FeedSkeleton } from './feed-states'
import { FilterPanel } from './filter-panel'
import { SearchField } from './search-field'
import { useRestoredFilters } from './use-restored-filters'
import { toClassicViewMode, VIEW_MODE_LABELS } from './view-modes'
import { ViewModeTabs } from './view-mode-tabs'
import './agenda.css'
import './agenda-entries.css'
import { buttonClassName } from '@/components/ui/button'

export default function FeedPage() {
  const mode = toClassicViewMode(useParams().viewMode)
  const [searchParams] = useSearchParams()
  const range = rangeFromSearchParams(mode, searchParams, berlinToday())
  const { filters, restored } = useRestoredFilters()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const request = buildSearchRequest(filters, range)
  const search = useEventSearch(request, { complete: needsCompleteRange(mode), enabled: restored })
  const activeFilters = countActiveFilters(filters.filterRules)

  return (
    <div className={`agenda-page mode-${mode}`}>
      <h1 className="visually-hidden">Agenda – {VIEW_MODE_LABELS[mode]}</h1>
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
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filter{activeFilters > 0 && <span className="filter-badge">{activeFilters}</span>}
        </button>
      </div>
      <div className="agenda-body">
        <aside className={`agenda-filters ${filtersOpen ? 'is-open' : ''}`} aria-label="Filter">
          <FilterPanel id="agenda-filters" facets={search.facets} />
        </aside>
        <section className="agenda-results" aria-label="Termine">
          {restored ? (
            <FeedResults
              mode={mode}
              range={range}
              sort={filters.sort}
              search={search}
              hasSearch={filters.searchText.trim() !== ''}
              hasFilters={activeFilters > 0}
            />
          ) : (
            <FeedSkeleton />
          )}
        </section>
      </div>
      <Outlet />
    </div>
  )
}
