// The search syntax journalists type (issue 3, docs/product.md#search-syntax): query text ⇄
// FILTER_FULLTEXT rules, and chips that show how a query was read. A rule's values are
// alternatives; every rule must hold.
import type { FilterRule } from './filter-rules'
import { splitSearchField, tokenizeSearch, type SearchField } from './search-tokens'

/** How one rule value is meant: an exact phrase, a prefix (`Wahl*`) or a plain word. */
export interface SearchValue {
  kind: 'phrase' | 'prefix' | 'word'
  /** The phrase without its quotes, the prefix without its `*`, or the word. */
  text: string
  /** Only with a `titel:` or `ort:` prefix: the one field searched. */
  field?: SearchField
}

export function readSearchValue(value: string): SearchValue {
  const { field, text: rest } = splitSearchField(value)
  const where = field ? { field } : {}
  if (rest.length >= 2 && rest.startsWith('"') && rest.endsWith('"')) {
    return { kind: 'phrase', text: rest.slice(1, -1), ...where }
  }
  if (rest.length >= 2 && rest.endsWith('*')) {
    return { kind: 'prefix', text: rest.slice(0, -1), ...where }
  }
  return { kind: 'word', text: rest, ...where }
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
  // A field's prefix stays in front of the phrase (`titel:"…"`).
  const { field, text } = splitSearchField(value)
  const prefix = field ? value.slice(0, value.length - text.length).toLowerCase() : ''
  const [phrase] = parseSearchQuery(`${prefix}"${text.replaceAll('"', ' ')}"`)
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

const FIELD_LABELS: Record<SearchField, { label: string; where: string }> = {
  title: { label: 'Titel', where: 'im Titel' },
  place: { label: 'Ort', where: 'am Ort' },
}

/** „Tag der Einheit“, Wahl… or Wahl, after „Titel: “ when the value has a field. */
function displayValue(value: string): string {
  const { kind, text, field } = readSearchValue(value)
  const shown = kind === 'phrase' ? `„${text}“` : kind === 'prefix' ? `${text}…` : text
  return field ? `${FIELD_LABELS[field].label}: ${shown}` : shown
}

/** The words shown in a sentence, without the field: „Wahl“, Wahl… */
const displayTerm = (value: string) => displayValue(splitSearchField(value).text)

/** „ im Titel“ or „ am Ort“ for a value with a field, else nothing. */
function fieldPhrase(value: string): string {
  const { field } = readSearchValue(value)
  return field ? ` ${FIELD_LABELS[field].where}` : ''
}

function singleValueChip(value: string): SearchChip {
  const { kind, text } = readSearchValue(value)
  const label = displayValue(value)
  const where = fieldPhrase(value)
  if (kind === 'phrase') {
    return { kind, label, description: `Genau die Wortfolge ${displayTerm(value)}${where}` }
  }
  if (kind === 'prefix') {
    return {
      kind,
      label,
      description: `Wörter, die mit „${text}“ beginnen${where ? `,${where}` : ''}`,
    }
  }
  return { kind: 'term', label, description: `Einträge mit „${text}“${where}` }
}

/** Chips describing how the query was read, in German. Never throws; blank text gives []. */
export function describeSearchQuery(text: string): SearchChip[] {
  return parseSearchQuery(text).flatMap((rule): SearchChip[] => {
    if (rule.exclude) {
      return rule.values.map((value) => ({
        kind: 'excluded',
        label: `ohne ${displayValue(value)}`,
        description: `Einträge mit ${displayTerm(value)}${fieldPhrase(value)} werden ausgeblendet`,
      }))
    }
    const [first] = rule.values
    if (rule.values.length === 1 && first !== undefined) return [singleValueChip(first)]
    const label = rule.values.map(displayValue).join(' ODER ')
    return [{ kind: 'alternatives', label, description: `Mindestens eines davon: ${label}` }]
  })
}
