// The WHERE clause of a search: the time window plus one condition per filter rule. Values of a
// rule are alternatives, all rules must hold, and `exclude` removes every entry the rule matches.
import type { FilterRule, FilterRuleType } from '../../../domain/filter-rules'
import { ApiError } from '../../plugins/api-errors'
import { fulltextConditions } from './fulltext-query'
import type { SqlParams } from './sql-params'

const ARRAY_COLUMNS: Partial<Record<FilterRuleType, string>> = {
  FILTER_RESSORT: 'e.ressorts',
  FILTER_REGIONAL_SERVICE: 'e.regional_services',
  FILTER_MATERIAL_TYPE: 'e.material_types',
}

const TEXT_COLUMNS: Partial<Record<FilterRuleType, string>> = {
  FILTER_FEDERAL_STATE: 'e.federal_state',
  FILTER_KIND: 'e.kind',
  FILTER_GENRE: 'e.genre',
}

function isTopCondition(values: string[], params: SqlParams): string {
  if (values.some((value) => value !== 'true' && value !== 'false')) {
    throw new ApiError(
      400,
      'INVALID_RULE_VALUE',
      'FILTER_IS_TOP erwartet die Werte „true“ oder „false“.',
    )
  }
  return `e.is_top = ANY(${params.add(values.map((value) => value === 'true'))}::boolean[])`
}

function ruleCondition(rule: FilterRule, params: SqlParams): string {
  const arrayColumn = ARRAY_COLUMNS[rule.type]
  if (arrayColumn) return `${arrayColumn} && ${params.add(rule.values)}::text[]`
  const textColumn = TEXT_COLUMNS[rule.type]
  if (textColumn) return `${textColumn} = ANY(${params.add(rule.values)}::text[])`
  if (rule.type === 'FILTER_IS_TOP') return isTopCondition(rule.values, params)
  throw new ApiError(400, 'UNKNOWN_RULE_TYPE', `Unbekannter Filtertyp „${rule.type}“.`)
}

/**
 * Entries overlapping [from, to). The GiST index on the closed period [start, end] finds them;
 * the second test drops an entry that merely ends at `from` but keeps a zero-length one there.
 */
function windowCondition(from: string, to: string, params: SqlParams): string {
  const fromParam = params.add(from)
  const toParam = params.add(to)
  return `tstzrange(e.starts_at, e.ends_at, '[]') && tstzrange(${fromParam}::timestamptz, ${toParam}::timestamptz, '[)')
    AND (e.ends_at > ${fromParam}::timestamptz OR e.starts_at >= ${fromParam}::timestamptz)`
}

/** One condition per rule, every one of which must hold (none: an empty list). */
export function ruleConditions(rules: FilterRule[], params: SqlParams): string[] {
  const conditions = fulltextConditions(
    rules.filter((rule) => rule.type === 'FILTER_FULLTEXT'),
    params,
  )
  for (const rule of rules) {
    if (rule.type === 'FILTER_FULLTEXT') continue
    const condition = ruleCondition(rule, params)
    // A NULL column (no genre, no state) must count as "not matching", so excluding keeps it.
    conditions.push(rule.exclude ? `NOT coalesce(${condition}, false)` : condition)
  }
  return conditions
}

export function searchConditions(
  window: { from: string; to: string },
  rules: FilterRule[],
  params: SqlParams,
): string {
  return [windowCondition(window.from, window.to, params), ...ruleConditions(rules, params)].join(
    '\n  AND ',
  )
}
