// What the percolator knows of a changed entry: the columns the rules read, whether it lies in
// the whole-agenda window (decided by the search API's own window condition), its lexemes, and
// the keys it offers to the percolator's index.
import type { DatabaseHandle } from '../../db/database'
import { searchConditions } from '../../routes/events/search-conditions'
import { SqlParams } from '../../routes/events/sql-params'
import { WHOLE_AGENDA } from '../search-match'
import { lexemeKey, prefixKey } from './tsquery-text'

export interface EntryFacts {
  id: string
  in_window: boolean
  is_top: boolean
  kind: string
  genre: string | null
  federal_state: string | null
  ressorts: string[]
  regional_services: string[]
  material_types: string[]
  lexemes: string[]
  /** saved_searches_version as this statement saw it, so matching needs no round trip for it. */
  searches_version: string
}

/** The column each non-full-text rule type reads; arrays overlap, single values are one of. */
export const RULE_COLUMNS = {
  FILTER_RESSORT: 'ressorts',
  FILTER_REGIONAL_SERVICE: 'regional_services',
  FILTER_MATERIAL_TYPE: 'material_types',
  FILTER_FEDERAL_STATE: 'federal_state',
  FILTER_KIND: 'kind',
  FILTER_GENRE: 'genre',
  FILTER_IS_TOP: 'is_top',
} as const satisfies Record<string, keyof EntryFacts>

export type ColumnRuleType = keyof typeof RULE_COLUMNS

/** The index key of a rule value: an entry offers `type:value` for each value it has. */
export const valueKey = (type: ColumnRuleType, value: string) => `${type}:${value}`

export async function readEntryFacts(
  database: DatabaseHandle,
  eventIds: string[],
): Promise<EntryFacts[]> {
  const params = new SqlParams()
  const inWindow = searchConditions(WHOLE_AGENDA, [], params)
  return database.query<EntryFacts>(
    `SELECT e.id, ${inWindow} AS in_window, e.is_top, e.kind, e.genre, e.federal_state,
       e.ressorts, e.regional_services, e.material_types, tsvector_to_array(e.search) AS lexemes,
       (SELECT version::text FROM saved_searches_version WHERE id = 1) AS searches_version
     FROM events e WHERE e.id = ANY(${params.add(eventIds)}::text[])`,
    params.values,
  )
}

/** Every key the entry offers: its lexemes, all their prefixes, and its rule values. */
export function offeredKeys(entry: EntryFacts): Set<string> {
  const keys = new Set<string>()
  for (const lexeme of entry.lexemes) {
    keys.add(lexemeKey(lexeme))
    for (let length = 1; length <= lexeme.length; length++)
      keys.add(prefixKey(lexeme.slice(0, length)))
  }
  for (const [type, column] of Object.entries(RULE_COLUMNS) as [ColumnRuleType, string][]) {
    const value = entry[column as keyof EntryFacts]
    const values = Array.isArray(value) ? value : value === null ? [] : [String(value)]
    for (const one of values) keys.add(valueKey(type, one))
  }
  return keys
}
