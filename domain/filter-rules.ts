// Filter rules: the one shape in which the app, saved searches and the events API describe what
// to show. A rule's values are alternatives; every rule must hold; `exclude` negates a rule.
export const FILTER_RULE_TYPES = [
  'FILTER_IS_TOP',
  'FILTER_FULLTEXT',
  'FILTER_MATERIAL_TYPE',
  'FILTER_RESSORT',
  'FILTER_REGIONAL_SERVICE',
  'FILTER_FEDERAL_STATE',
  'FILTER_KIND',
  'FILTER_GENRE',
] as const

export type FilterRuleType = (typeof FILTER_RULE_TYPES)[number]

/**
 * One rule. Its wire schema is FilterRuleSchema in events-api.ts (filter-rules.test.ts checks the
 * two agree); this module stays plain constants and types, so the first screen, which needs them,
 * carries no TypeBox.
 */
export interface FilterRule {
  type: FilterRuleType
  /** Alternatives: one of them must match. */
  values: string[]
  /** The rule holds for the entries it does not match. */
  exclude?: boolean
}

export const MATERIAL_TYPES = ['text', 'picture', 'graphic', 'audio', 'video'] as const
export type MaterialType = (typeof MATERIAL_TYPES)[number]

export const EVENT_KINDS = ['event', 'topic', 'anniversary', 'actionday'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export const EVENT_STATUSES = ['planned', 'cancelled', 'postponed'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** The default filter set (docs/product.md#filters): top entries only. */
export const TOP_FILTER: FilterRule = { type: 'FILTER_IS_TOP', values: ['true'] }
