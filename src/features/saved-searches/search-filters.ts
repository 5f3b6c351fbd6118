// Between a saved search's rules and the feed's filter state: the full-text rules live in the
// feed as search text (SPEC §5 syntax), all other rules as filter rules.
import type { FilterRule } from '@domain/filter-rules'
import { formatSearchQuery, parseSearchQuery } from '@domain/search-syntax'
import type { StoredFilters } from '@/offline/local-data'

const isFullText = (rule: FilterRule) => rule.type === 'FILTER_FULLTEXT'

/** The rules a saved search stores for what the feed shows now. */
export function rulesOfFilters(filters: StoredFilters): FilterRule[] {
  return [
    ...filters.filterRules.filter((rule) => !isFullText(rule)),
    ...parseSearchQuery(filters.searchText),
  ]
}

/** The feed's filters once a saved search is chosen; the sort order stays the reader's. */
export function filtersOfRules(
  rules: readonly FilterRule[],
  current: StoredFilters,
): StoredFilters {
  return {
    ...current,
    filterRules: rules.filter((rule) => !isFullText(rule)),
    searchText: formatSearchQuery(rules),
  }
}
