// Between filter rules and what the feed holds: the full-text rules live in the feed as search
// text (docs/product.md#search-syntax), all other rules as filter rules. Saved searches and
// search links (search-link.ts) both carry the rules, so both give back the same feed.
import type { FilterRule } from './filter-rules'
import { formatSearchQuery, parseSearchQuery } from './search-syntax'

/** The part of the feed's state that says what to find. */
export interface FilterSelection {
  filterRules: FilterRule[]
  searchText: string
}

const isFullText = (rule: FilterRule) => rule.type === 'FILTER_FULLTEXT'

/** The rules of what the feed shows now: its filter rules plus the search text read into rules. */
export function rulesOfFilters(filters: FilterSelection): FilterRule[] {
  return [
    ...filters.filterRules.filter((rule) => !isFullText(rule)),
    ...parseSearchQuery(filters.searchText),
  ]
}

/** The feed's state once the rules are applied; everything else (the sort) stays. */
export function filtersOfRules<Filters extends FilterSelection>(
  rules: readonly FilterRule[],
  current: Filters,
): Filters {
  return {
    ...current,
    filterRules: rules.filter((rule) => !isFullText(rule)),
    searchText: formatSearchQuery(rules),
  }
}
