// Turns FILTER_FULLTEXT rules into one tsquery expression over the stored German tsvector.
// Values travel as parameters; only fixed SQL and placeholders are concatenated.
import type { FilterRule } from '../../../domain/filter-rules'
import type { SqlParams } from './sql-params'

/** `"Tag der Deutschen Einheit"` → phrase, `Wahl*` → prefix, anything else → German words. */
function valueQuery(value: string, params: SqlParams): string | null {
  const trimmed = value.trim()
  if (trimmed.startsWith('"')) {
    const phrase = trimmed.replaceAll('"', ' ').trim()
    return phrase ? `phraseto_tsquery('german', ${params.add(phrase)})` : null
  }
  if (trimmed.endsWith('*')) {
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

/** A rule's values are alternatives; rules are all required; an excluded rule is negated. */
export function fulltextCondition(rules: FilterRule[], params: SqlParams): string | null {
  const parts: string[] = []
  for (const rule of rules) {
    const alternatives = rule.values
      .map((value) => valueQuery(value, params))
      .filter((query): query is string => query !== null)
    if (alternatives.length === 0) continue
    const either = `(${alternatives.join(' || ')})`
    parts.push(rule.exclude ? `!!${either}` : either)
  }
  return parts.length === 0 ? null : `e.search @@ (${parts.join(' && ')})`
}
