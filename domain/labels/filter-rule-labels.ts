// What a set of filter rules holds, in German, one phrase per rule: how a saved search names its
// filters ("Nur Top-Einträge · Ressort: Politik, Wirtschaft · ohne Art: Thema").
import type { FilterRule, FilterRuleType } from '../filter-rules'
import { formatSearchQuery } from '../search-syntax'
import { labelEventKind, labelMaterialType } from './event-fields'
import { labelFederalState } from './federal-states'
import { labelGenre } from './genres'
import { labelRegionalService } from './regional-services'
import { labelRessort } from './ressorts'

type LabelledType = Exclude<FilterRuleType, 'FILTER_FULLTEXT' | 'FILTER_IS_TOP'>

const GROUPS: Readonly<Record<LabelledType, { name: string; label: (code: string) => string }>> = {
  FILTER_MATERIAL_TYPE: { name: 'Material', label: labelMaterialType },
  FILTER_KIND: { name: 'Art', label: labelEventKind },
  FILTER_RESSORT: { name: 'Ressort', label: labelRessort },
  FILTER_REGIONAL_SERVICE: { name: 'Landesdienst', label: labelRegionalService },
  FILTER_FEDERAL_STATE: { name: 'Bundesland', label: labelFederalState },
  FILTER_GENRE: { name: 'Genre', label: labelGenre },
}

export const TOP_ONLY_LABEL = 'Nur Top-Einträge'

function topPhrase(rule: FilterRule): string {
  const excluded = rule.exclude === true
  const top = rule.values.includes('true') !== excluded
  const other = rule.values.includes('false') !== excluded
  if (top && other) return 'Top- und andere Einträge'
  if (top) return TOP_ONLY_LABEL
  return other ? 'Ohne Top-Einträge' : 'Weder Top- noch andere Einträge'
}

/** One phrase per rule other than full text, in the rules' order. */
export function describeFilterRules(rules: readonly FilterRule[]): string[] {
  return rules.flatMap((rule) => {
    if (rule.type === 'FILTER_FULLTEXT') return []
    if (rule.type === 'FILTER_IS_TOP') return [topPhrase(rule)]
    const group = GROUPS[rule.type]
    const phrase = `${group.name}: ${rule.values.map(group.label).join(', ')}`
    return [rule.exclude ? `ohne ${phrase}` : phrase]
  })
}

/** The whole search in one line: its query text, then its filters. */
export function describeSearch(rules: readonly FilterRule[]): string {
  const query = formatSearchQuery(rules)
  return [query && `„${query}“`, ...describeFilterRules(rules)].filter(Boolean).join(' · ')
}
