// Edits of the filter rules as the filter panel makes them: one rule per type, whose values are
// the ticked options; a rule without values is dropped, since it would match nothing.
import type { FilterRule, FilterRuleType } from '@domain/filter-rules'

export function selectedValues(rules: FilterRule[], type: FilterRuleType): string[] {
  return rules.find((rule) => rule.type === type && !rule.exclude)?.values ?? []
}

export function setSelectedValues(
  rules: FilterRule[],
  type: FilterRuleType,
  values: string[],
): FilterRule[] {
  if (values.length === 0) return rules.filter((rule) => rule.type !== type)
  // A rule that exists keeps its place, so the order of the rules stays stable.
  if (rules.some((rule) => rule.type === type)) {
    return rules.map((rule) => (rule.type === type ? { type, values } : rule))
  }
  return [...rules, { type, values }]
}

export function toggleValue(
  rules: FilterRule[],
  type: FilterRuleType,
  value: string,
): FilterRule[] {
  const current = selectedValues(rules, type)
  const next = current.includes(value)
    ? current.filter((selected) => selected !== value)
    : [...current, value]
  return setSelectedValues(rules, type, next)
}

export const isTopOnly = (rules: FilterRule[]) =>
  selectedValues(rules, 'FILTER_IS_TOP')[0] === 'true'

export const setTopOnly = (rules: FilterRule[], on: boolean) =>
  setSelectedValues(rules, 'FILTER_IS_TOP', on ? ['true'] : [])

/** How many filter choices are active, for the badge on the filter button. */
export const countActiveFilters = (rules: FilterRule[]) =>
  rules
    .filter((rule) => rule.type !== 'FILTER_FULLTEXT')
    .reduce((sum, rule) => sum + rule.values.length, 0)
