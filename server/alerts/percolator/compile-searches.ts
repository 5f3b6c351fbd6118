// Compiles alerting saved searches once: PostgreSQL turns the search API's own full-text
// expressions (fulltext-query.ts) into their final tsquery text — German stemming, stop words,
// ||, && and !! applied — many searches per statement; the other rules become tests on the
// entry's columns with the semantics of search-conditions.ts (a NULL column does not match, so
// excluding keeps it). A search whose rules the search API would refuse is left to its SQL path.
import type { FilterRule } from '../../../domain/filter-rules'
import type { DatabaseHandle } from '../../db/database'
import { fulltextQueries } from '../../routes/events/fulltext-query'
import { ruleConditions } from '../../routes/events/search-conditions'
import { SqlParams } from '../../routes/events/sql-params'
import { RULE_COLUMNS, valueKey, type ColumnRuleType, type EntryFacts } from './entry-facts'
import { readsPositions, necessaryKeys, readTsquery, type TsNode } from './tsquery-text'

/**
 * A tsquery the entry's vector must match: its text for PostgreSQL, its tree for the index;
 * 'empty' matches nothing, 'unread' is a form the reader does not know (PostgreSQL decides).
 */
export interface CompiledTsquery {
  text: string
  tree: TsNode | 'empty' | 'unread'
  /** Without phrase operators and weights the percolator decides it in memory (`holds`). */
  inMemory: boolean
}

export interface CompiledRules {
  /** Held against `e.search_words`. */
  words: CompiledTsquery | null
  /** Held against `e.search`. */
  positional: CompiledTsquery | null
  /** The rules other than full text, top rule included (an alert needs `in_top`). */
  columnRules: FilterRule[]
  /** Keys of which a matching entry offers one; null: any entry may match. */
  keys: Set<string> | null
}

/** Compiled, or null when the search API refuses the rules (they go the SQL way and fail there). */
export type CompiledSearch = CompiledRules | null

const isFulltext = (rule: FilterRule) => rule.type === 'FILTER_FULLTEXT'

function ruleHolds(rule: FilterRule, entry: EntryFacts): boolean {
  const column = RULE_COLUMNS[rule.type as ColumnRuleType]
  const value = entry[column]
  let holds: boolean
  if (Array.isArray(value)) holds = value.some((one) => rule.values.includes(one))
  else if (typeof value === 'boolean') holds = rule.values.includes(String(value))
  else holds = value !== null && rule.values.includes(value)
  return rule.exclude ? !holds : holds
}

/** Whether the entry meets every rule but full text, and lies in the whole-agenda window. */
export const columnRulesHold = (rules: CompiledRules, entry: EntryFacts) =>
  entry.in_window && rules.columnRules.every((rule) => ruleHolds(rule, entry))

/** The most selective key set: full-text keys first (words are rare), then rule values. */
function keysOf(
  words: CompiledTsquery | null,
  positional: CompiledTsquery | null,
  rules: FilterRule[],
) {
  const candidates: Set<string>[] = []
  for (const query of [words, positional]) {
    if (!query) continue
    if (query.tree === 'empty') return new Set<string>()
    if (query.tree === 'unread') continue
    const keys = necessaryKeys(query.tree)
    if (keys) candidates.push(keys)
  }
  const textKeys = candidates.sort((a, b) => a.size - b.size)[0]
  if (textKeys) return textKeys
  const ruleKeys = rules
    .filter((rule) => !rule.exclude)
    .map(
      (rule) => new Set(rule.values.map((value) => valueKey(rule.type as ColumnRuleType, value))),
    )
    .sort((a, b) => a.size - b.size)
  return ruleKeys[0] ?? null
}

function compiledTsquery(text: string | null): CompiledTsquery | null {
  if (text === null) return null
  try {
    const tree = readTsquery(text)
    return tree
      ? { text, tree, inMemory: !readsPositions(tree) }
      : { text, tree: 'empty', inMemory: false }
  } catch {
    return { text, tree: 'unread', inMemory: false }
  }
}

/** The SQL of one search's two expressions, or null when the search API refuses its rules. */
function expressionsOf(rules: FilterRule[], params: SqlParams) {
  try {
    ruleConditions(
      rules.filter((rule) => !isFulltext(rule)),
      new SqlParams(),
    )
    return fulltextQueries(rules.filter(isFulltext), params)
  } catch {
    return null
  }
}

const BATCH = 200

/** Compiles the rule sets, in batches of one statement each. */
export async function compileSearches(
  database: DatabaseHandle,
  ruleSets: FilterRule[][],
): Promise<CompiledSearch[]> {
  const compiled: CompiledSearch[] = []
  for (let start = 0; start < ruleSets.length; start += BATCH) {
    const batch = ruleSets.slice(start, start + BATCH)
    try {
      compiled.push(...(await compileBatch(database, batch)))
    } catch {
      // One search PostgreSQL refuses must not keep the others from compiling.
      for (const rules of batch) compiled.push(await compileAlone(database, rules))
    }
  }
  return compiled
}

async function compileAlone(database: DatabaseHandle, rules: FilterRule[]) {
  try {
    const [compiled] = await compileBatch(database, [rules])
    return compiled ?? null
  } catch {
    return null
  }
}

async function compileBatch(database: DatabaseHandle, ruleSets: FilterRule[][]) {
  const params = new SqlParams()
  const rows: string[] = []
  const expressions = ruleSets.map((rules) => expressionsOf(rules, params))
  expressions.forEach((expression, index) => {
    if (!expression) return
    const words = expression.words ? `(${expression.words})::text` : 'NULL::text'
    const positional = expression.phrasesAndPrefixes
      ? `(${expression.phrasesAndPrefixes})::text`
      : 'NULL::text'
    rows.push(`(${index}, ${words}, ${positional})`)
  })
  const texts = rows.length
    ? await database.query<{ i: number; words: string | null; positional: string | null }>(
        `SELECT v.i, v.words, v.positional FROM (VALUES ${rows.join(',\n')})
         AS v(i, words, positional)`,
        params.values,
      )
    : []
  const byIndex = new Map(texts.map((row) => [row.i, row]))
  return ruleSets.map((rules, index): CompiledSearch => {
    const row = byIndex.get(index)
    if (!row) return null
    const columnRules = rules.filter((rule) => !isFulltext(rule))
    const words = compiledTsquery(row.words)
    const positional = compiledTsquery(row.positional)
    return { words, positional, columnRules, keys: keysOf(words, positional, columnRules) }
  })
}
