// A search in the address (docs/product.md#search-links): the same rules a saved search stores,
// so a link and a saved search give back the same feed. `q` holds the full-text rules as query
// text; each other rule is one `filter` value, `ressort:politik,wirtschaft`, `-` first when it
// excludes. `q` is written even when empty, so an address can say "no search, no filters".
import { FILTER_RULE_TYPES, type FilterRule, type FilterRuleType } from './filter-rules'
import { formatSearchQuery, parseSearchQuery } from './search-syntax'

import { FILTER_PARAM, SEARCH_TEXT_PARAM, type WritableParams } from './search-link-params'

export { FILTER_ID_PARAM, FILTER_PARAM, SEARCH_TEXT_PARAM } from './search-link-params'

const KEYS: Readonly<Record<Exclude<FilterRuleType, 'FILTER_FULLTEXT'>, string>> = {
  FILTER_IS_TOP: 'top',
  FILTER_MATERIAL_TYPE: 'material',
  FILTER_RESSORT: 'ressort',
  FILTER_REGIONAL_SERVICE: 'dienst',
  FILTER_FEDERAL_STATE: 'land',
  FILTER_KIND: 'art',
  FILTER_GENRE: 'genre',
}
const TYPE_OF_KEY = new Map<string, FilterRuleType>(
  FILTER_RULE_TYPES.flatMap((type) => (type === 'FILTER_FULLTEXT' ? [] : [[KEYS[type], type]])),
)

/** The address parameters of a search, in order: `q`, then one `filter` per other rule. */
export function searchLinkParams(rules: readonly FilterRule[]): [string, string][] {
  const params: [string, string][] = [[SEARCH_TEXT_PARAM, formatSearchQuery(rules)]]
  for (const rule of rules) {
    if (rule.type === 'FILTER_FULLTEXT') continue
    // Values are codes; escaping the separators keeps any other value intact.
    const values = rule.values.map((value) => value.replace(/[%,]/g, encodeURIComponent))
    params.push([FILTER_PARAM, `${rule.exclude ? '-' : ''}${KEYS[rule.type]}:${values.join(',')}`])
  }
  return params
}

/**
 * Replaces the search in `params` by these rules; every other parameter stays. The feed writes its
 * search with it, and choosing a saved search writes the search and its filterId in one go:
 * react-router's functional `setSearchParams` starts from the parameters of its last render, so
 * two writes in one tick would undo each other.
 */
export function writeSearchLink(params: WritableParams, rules: readonly FilterRule[]) {
  params.delete(SEARCH_TEXT_PARAM)
  params.delete(FILTER_PARAM)
  for (const [name, value] of searchLinkParams(rules)) params.append(name, value)
}

function ruleOfParam(param: string): FilterRule | null {
  const exclude = param.startsWith('-')
  const separator = param.indexOf(':')
  const type = TYPE_OF_KEY.get(param.slice(exclude ? 1 : 0, separator))
  if (separator < 0 || !type) return null
  try {
    const values = param
      .slice(separator + 1)
      .split(',')
      .map(decodeURIComponent)
      .filter((value) => value !== '')
    if (values.length === 0) return null
    return exclude ? { type, values, exclude } : { type, values }
  } catch {
    return null
  }
}

/**
 * The rules an address carries, or null when it carries no search. What cannot be read (an
 * unknown key, a broken escape) is left out, as hand-edited links may hold anything.
 */
export function rulesOfSearchLink(
  text: string | null,
  filters: readonly string[],
): FilterRule[] | null {
  if (text === null && filters.length === 0) return null
  const rules = filters.map(ruleOfParam).filter((rule) => rule !== null)
  return [...rules, ...parseSearchQuery(text ?? '')]
}
