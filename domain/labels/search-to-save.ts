// What saving a search will store, listed line by line in the save dialog before the save (issue
// 36): its own module, so only the dialog, loaded on demand, carries it.
import type { FilterRule } from '../filter-rules'
import { describeSearchQuery, formatSearchQuery } from '../search-syntax'
import { describeFilterRules } from './filter-rule-labels'

const capitalized = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1)

/**
 * What saving a search will store, one line each, shown before the save: the query as its chips
 * read it, then each filter, the top filter included; „Keine Filter: alle Einträge“ without one.
 */
export function listSearchToSave(rules: readonly FilterRule[]): string[] {
  const chips = describeSearchQuery(formatSearchQuery(rules)).map((chip) => chip.label)
  const filters = describeFilterRules(rules).map(capitalized)
  return [
    chips.length > 0 ? `Suchbegriffe: ${chips.join(' · ')}` : 'Ohne Suchbegriffe',
    ...(filters.length > 0 ? filters : ['Keine Filter: alle Einträge']),
  ]
}
