// Turns FILTER_FULLTEXT rules into tsquery conditions over the stored German tsvector. Values
// travel as parameters; only fixed SQL and placeholders are concatenated.
import type { FilterRule } from '../../../domain/filter-rules'
import { splitSearchField, type SearchField } from '../../../domain/search-tokens'
import type { SqlParams } from './sql-params'

type ValueKind = 'words' | 'phrase' | 'prefix'

const kindOf = (value: string): ValueKind => {
  const trimmed = value.trim()
  if (trimmed.startsWith('"')) return 'phrase'
  return trimmed.endsWith('*') ? 'prefix' : 'words'
}

/** The weight of a field's words in the stored vector (server/db/schema/events.ts). */
const FIELD_WEIGHTS: Record<SearchField, 'A' | 'C'> = { title: 'A', place: 'C' }

// A lexeme of a tsquery's text, `'wahl'` or `'wahl':*` (a quote inside is doubled).
const LEXEME_TEXT = "('(?:[^']|'')*')(:(\\*))?"

/**
 * The tsquery with each lexeme held to one weight (`'wahl':*` → `'wahl':*A`), so it matches only
 * words of that field. Rewriting the text keeps PostgreSQL's own stemming and stop words.
 */
const weighted = (query: string, weight: string, params: SqlParams) =>
  `regexp_replace((${query})::text, ${params.add(LEXEME_TEXT)}::text, ${params.add(`\\1:\\3${weight}`)}::text, 'g')::tsquery`

/**
 * `"Tag der Deutschen Einheit"` → phrase, `Wahl*` → prefix, anything else → German words; with
 * `titel:` or `ort:` in front, only in that field.
 */
function valueQuery(value: string, params: SqlParams): string | null {
  const { field, text } = splitSearchField(value.trim())
  const query = fieldlessQuery(text, params)
  return query && field ? weighted(query, FIELD_WEIGHTS[field], params) : query
}

function fieldlessQuery(value: string, params: SqlParams): string | null {
  const trimmed = value.trim()
  const kind = kindOf(trimmed)
  if (kind === 'phrase') {
    const phrase = trimmed.replaceAll('"', ' ').trim()
    return phrase ? `phraseto_tsquery('german', ${params.add(phrase)})` : null
  }
  if (kind === 'prefix') {
    // Only letters, digits and inner hyphens survive, so the tsquery text cannot be malformed.
    const words = trimmed
      .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
      .split(/\s+/)
      .map((word) => word.replace(/^-+|-+$/g, ''))
      .filter((word) => word.length > 0)
    if (words.length === 0) return null
    const lexemes = words.map((word) => `'${word}':*`).join(' & ')
    return `to_tsquery('german', ${params.add(lexemes)})`
  }
  return trimmed ? `plainto_tsquery('german', ${params.add(trimmed)})` : null
}

function combinedQuery(rules: FilterRule[], params: SqlParams): string | null {
  const parts: string[] = []
  for (const rule of rules) {
    const alternatives = rule.values
      .map((value) => valueQuery(value, params))
      .filter((query): query is string => query !== null)
    if (alternatives.length === 0) continue
    const either = `(${alternatives.join(' || ')})`
    parts.push(rule.exclude ? `!!${either}` : either)
  }
  return parts.length === 0 ? null : `(${parts.join(' && ')})`
}

/** The two tsquery expressions of a search's full-text rules; null where no rule needs one. */
export interface FulltextQueries {
  /** Rules of plain words, to hold against the positionless `e.search_words`. */
  words: string | null
  /** Rules with a phrase or prefix, to hold against `e.search` with its positions. */
  phrasesAndPrefixes: string | null
}

/**
 * A rule's values are alternatives; rules are all required; an excluded rule is negated.
 * Rules of plain words match the positionless words (the GiST index with the time window);
 * rules with a phrase or prefix need positions or lexeme prefixes (the GIN index). The alert
 * percolator (server/alerts/percolator/) compiles the same expressions once per saved search.
 */
export function fulltextQueries(rules: FilterRule[], params: SqlParams): FulltextQueries {
  // Weights live only in `search`; `search_words` has none (a weighted lexeme matches any there).
  const positional = (rule: FilterRule) =>
    rule.values.some((value) => {
      const { field, text } = splitSearchField(value.trim())
      return field !== null || kindOf(text) !== 'words'
    })
  return {
    words: combinedQuery(
      rules.filter((rule) => !positional(rule)),
      params,
    ),
    phrasesAndPrefixes: combinedQuery(rules.filter(positional), params),
  }
}

/**
 * The conditions of the full-text rules. Each tsquery is a scalar subquery: PostgreSQL computes it
 * once per statement. Written inline, a prepared statement's generic plan parses and stems the
 * search words again for every row it rechecks (the GiST index is lossy), which at 1,000,000
 * events cost a third of the search (bench/search.ts).
 */
export function fulltextConditions(rules: FilterRule[], params: SqlParams): string[] {
  const { words, phrasesAndPrefixes } = fulltextQueries(rules, params)
  return [
    ...(words ? [`e.search_words @@ (SELECT ${words})`] : []),
    // `e` may be the narrow `event_search` (search-matches.ts), which has no positions: the
    // entry's `events` row answers (through the GIN index on `search`).
    ...(phrasesAndPrefixes
      ? [
          `EXISTS (SELECT FROM events p WHERE p.id = e.id AND p.search @@ (SELECT ${phrasesAndPrefixes}))`,
        ]
      : []),
  ]
}

/**
 * What ranks a match (docs/architecture.md#apis): the rules the entry must meet, without the
 * excluded ones, as one tsquery; null without such a rule (then every match ranks the same).
 */
export function rankingQuery(rules: FilterRule[], params: SqlParams): string | null {
  return combinedQuery(
    rules.filter((rule) => rule.type === 'FILTER_FULLTEXT' && !rule.exclude),
    params,
  )
}
