// The search syntax journalists type (issue 3, docs/product.md#search-syntax): query text ⇄
// FILTER_FULLTEXT rules, and chips that show how a query was read. A rule's values are
// alternatives; every rule must hold.
import type { FilterRule } from './filter-rules'
import { tokenizeSearch } from './search-tokens'

/** How one rule value is meant: an exact phrase, a prefix (`Wahl*`) or a plain word. */
export interface SearchValue {
  kind: 'phrase' | 'prefix' | 'word'
  /** The phrase without its quotes, the prefix without its `*`, or the word. */
  text: string
}

export function readSearchValue(value: string): SearchValue {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return { kind: 'phrase', text: value.slice(1, -1) }
  }
  if (value.length >= 2 && value.endsWith('*')) return { kind: 'prefix', text: value.slice(0, -1) }
  return { kind: 'word', text: value }
}

/**
 * Reads a query into FILTER_FULLTEXT rules. OR binds tighter than AND; an excluded term never
 * joins alternatives ("-A ODER B" is read as "-A B"). Never throws; noise is ignored.
 */
export function parseSearchQuery(text: string): FilterRule[] {
  const rules: FilterRule[] = []
  let excludeNext = false
  let joinNext = false
  for (const token of tokenizeSearch(text)) {
    const last = rules.at(-1)
    if (token.kind === 'not') {
      excludeNext = true
    } else if (token.kind === 'and') {
      joinNext = false
    } else if (token.kind === 'or') {
      joinNext = !excludeNext && last !== undefined && !last.exclude
    } else {
      if (joinNext && !excludeNext && last) {
        if (!last.values.includes(token.value)) last.values.push(token.value)
      } else {
        rules.push({
          type: 'FILTER_FULLTEXT',
          values: [token.value],
          ...(excludeNext && { exclude: true }),
        })
      }
      excludeNext = false
      joinNext = false
    }
  }
  return rules
}

/** A value as query text: as it is when the parser reads it back unchanged, else as a phrase. */
function formatValue(value: string): string | null {
  const tokens = tokenizeSearch(value)
  const [only] = tokens
  if (tokens.length === 1 && only?.kind === 'term' && only.value === value) return value
  const [phrase] = parseSearchQuery(`"${value.replaceAll('"', ' ')}"`)
  return phrase?.values[0] ?? null
}

/**
 * Rules → query text, so a saved search can show its query. Only FILTER_FULLTEXT rules have a
 * text form; the others belong to the filter panel. parse(format(rules)) gives back any rules
 * the parser produced.
 */
export function formatSearchQuery(rules: readonly FilterRule[]): string {
  const parts: string[] = []
  for (const rule of rules) {
    if (rule.type !== 'FILTER_FULLTEXT') continue
    const values = rule.values.map(formatValue).filter((value) => value !== null)
    if (values.length === 0) continue
    // Excluding any of several values is excluding each: NOT (A OR B) = -A -B.
    parts.push(rule.exclude ? values.map((value) => `-${value}`).join(' ') : values.join(' ODER '))
  }
  return parts.join(' ')
}

export type SearchChipKind = 'term' | 'phrase' | 'prefix' | 'alternatives' | 'excluded'

/** One chip of the search field: how one part of the query was understood. */
export interface SearchChip {
  kind: SearchChipKind
  label: string
  /** A German sentence for a tooltip or screen reader. */
  description: string
}

function displayValue(value: string): string {
  const { kind, text } = readSearchValue(value)
  if (kind === 'phrase') return `„${text}“`
  return kind === 'prefix' ? `${text}…` : text
}

function singleValueChip(value: string): SearchChip {
  const { kind, text } = readSearchValue(value)
  const label = displayValue(value)
  if (kind === 'phrase') return { kind, label, description: `Genau die Wortfolge ${label}` }
  if (kind === 'prefix') return { kind, label, description: `Wörter, die mit „${text}“ beginnen` }
  return { kind: 'term', label, description: `Einträge mit „${text}“` }
}

/** Chips describing how the query was read, in German. Never throws; blank text gives []. */
export function describeSearchQuery(text: string): SearchChip[] {
  return parseSearchQuery(text).flatMap((rule): SearchChip[] => {
    if (rule.exclude) {
      return rule.values.map((value) => ({
        kind: 'excluded',
        label: `ohne ${displayValue(value)}`,
        description: `Einträge mit ${displayValue(value)} werden ausgeblendet`,
      }))
    }
    const [first] = rule.values
    if (rule.values.length === 1 && first !== undefined) return [singleValueChip(first)]
    const label = rule.values.map(displayValue).join(' ODER ')
    return [{ kind: 'alternatives', label, description: `Mindestens eines davon: ${label}` }]
  })
}
