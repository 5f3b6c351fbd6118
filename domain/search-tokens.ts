// Splits a search query into terms and operators (docs/product.md#search-syntax). This module knows
// the characters; search-syntax.ts knows what the operators mean.

export type SearchToken =
  { kind: 'term'; value: string } | { kind: 'not' } | { kind: 'and' } | { kind: 'or' }

type OperatorKind = 'not' | 'and' | 'or'

// Operators count only in upper case: "Oder" is a river, "oder" a word.
const OPERATOR_WORDS: ReadonlyMap<string, OperatorKind> = new Map([
  ['NOT', 'not'],
  ['NICHT', 'not'],
  ['AND', 'and'],
  ['UND', 'and'],
  ['OR', 'or'],
  ['ODER', 'or'],
])

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const WHITESPACE = /\s/u

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char)
}

function endsWord(text: string, index: number): boolean {
  const char = text[index]
  return isWhitespace(char) || char === '"' || char === ',' || text.startsWith('||', index)
}

/** A quoted phrase keeps its quotes as the value, with its inner whitespace collapsed. */
function phraseToken(inner: string): SearchToken | null {
  const words = inner.split(WHITESPACE).filter((word) => word !== '')
  const phrase = words.join(' ')
  return HAS_LETTER_OR_DIGIT.test(phrase) ? { kind: 'term', value: `"${phrase}"` } : null
}

/** A word as a term (a trailing run of `*` becomes one), or noise. */
const termToken = (word: string): SearchToken | null =>
  HAS_LETTER_OR_DIGIT.test(word) ? { kind: 'term', value: word.replace(/\*+$/u, '*') } : null

/** A bare word is an operator, a term, or noise. */
function wordToken(word: string): SearchToken | null {
  const operator = OPERATOR_WORDS.get(word)
  return operator ? { kind: operator } : termToken(word)
}

/** Where a `titel:` or `ort:` value is searched: the title, or the place (name, city, area). */
export type SearchField = 'title' | 'place'

const FIELD_PREFIXES: ReadonlyMap<string, SearchField> = new Map([
  ['titel:', 'title'],
  ['ort:', 'place'],
])
const FIELD_PREFIX = /^(titel|ort):/iu

/**
 * A value's field and the rest of it: `titel:Wahl` → title and `Wahl`. The prefix counts in any
 * case; without one the whole value is searched everywhere (field null).
 */
export function splitSearchField(value: string): { field: SearchField | null; text: string } {
  const prefix = FIELD_PREFIX.exec(value)?.[0]
  const field = prefix ? FIELD_PREFIXES.get(prefix.toLowerCase()) : undefined
  return field && prefix
    ? { field, text: value.slice(prefix.length) }
    : { field: null, text: value }
}

/** Reads a phrase or a word at `start`; returns the token (or null: noise) and where it ends. */
function readTerm(
  text: string,
  start: number,
  asWord: (word: string) => SearchToken | null,
): { token: SearchToken | null; end: number } {
  if (text[start] === '"') {
    const close = text.indexOf('"', start + 1)
    const end = close === -1 ? text.length : close + 1
    return { token: phraseToken(text.slice(start + 1, close === -1 ? text.length : close)), end }
  }
  let end = start
  while (end < text.length && !endsWord(text, end)) end += 1
  return { token: asWord(text.slice(start, end)), end }
}

/**
 * A term with a field prefix (`titel:Wahl`, `ort:"Neues Rathaus"`), its value carrying the prefix
 * in lower case; a prefix without a term after it is noise. After a prefix no word is an operator.
 */
function fieldTerm(text: string, start: number, prefix: string) {
  const { token, end } = readTerm(text, start + prefix.length, termToken)
  const value = token?.kind === 'term' ? `${prefix.toLowerCase()}${token.value}` : null
  return { token: value ? ({ kind: 'term', value } as const) : null, end }
}

/** Never throws; an unclosed quote closes at the end of the text. */
export function tokenizeSearch(text: string): SearchToken[] {
  const tokens: SearchToken[] = []
  let index = 0
  while (index < text.length) {
    if (isWhitespace(text[index])) {
      index += 1
    } else if (text[index] === ',') {
      tokens.push({ kind: 'and' })
      index += 1
    } else if (text.startsWith('||', index)) {
      tokens.push({ kind: 'or' })
      index += 2
    } else {
      // A leading minus excludes the term it is attached to; hyphens inside words stay.
      let start = index
      while (text[start] === '-') start += 1
      const negated = start > index
      const prefix = FIELD_PREFIX.exec(text.slice(start, start + 6))?.[0]
      const { token, end } = prefix
        ? fieldTerm(text, start, prefix)
        : readTerm(text, start, wordToken)
      index = end
      if (token?.kind === 'term' && negated) tokens.push({ kind: 'not' })
      if (token) tokens.push(token)
    }
  }
  return tokens
}
