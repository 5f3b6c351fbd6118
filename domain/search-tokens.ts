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

/** A bare word is an operator, a term (a trailing run of `*` becomes one), or noise. */
function wordToken(word: string): SearchToken | null {
  const operator = OPERATOR_WORDS.get(word)
  if (operator) return { kind: operator }
  return HAS_LETTER_OR_DIGIT.test(word) ? { kind: 'term', value: word.replace(/\*+$/u, '*') } : null
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
      let token: SearchToken | null
      if (text[start] === '"') {
        const close = text.indexOf('"', start + 1)
        index = close === -1 ? text.length : close + 1
        token = phraseToken(text.slice(start + 1, close === -1 ? text.length : close))
      } else {
        index = start
        while (index < text.length && !endsWord(text, index)) index += 1
        token = wordToken(text.slice(start, index))
      }
      if (token?.kind === 'term' && negated) tokens.push({ kind: 'not' })
      if (token) tokens.push(token)
    }
  }
  return tokens
}
