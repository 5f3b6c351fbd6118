import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { describeSearchQuery, formatSearchQuery, parseSearchQuery } from './search-syntax'
import { fuzzParameters } from './testing/fuzz-runs'

const RUNS = fuzzParameters({ sample: 1000, deep: 10_000 })

// Strings built from the syntax's own pieces find edge cases faster than random text alone.
const syntaxPiece = fc.constantFrom(
  ...[' ', '"', '-', ',', '||', '|', '*', 'ODER', 'OR', 'NICHT', 'NOT', 'UND', 'AND'],
  ...['titel:', 'Titel:', 'ORT:', 'ort:', 'titel:-', ':'],
  ...['oder', 'Oder', 'Wahl', 'Müller', 'Straße', 'Baden-Württemberg', 'ä', 'ß', '1', '\t', '„'],
)
const queryText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(syntaxPiece, { maxLength: 14 }).map((pieces) => pieces.join('')),
)
const word = fc.constantFrom('Wahl', 'Müller', 'Straße', 'Baden-Württemberg', 'Mai', '2026')

describe('search syntax properties', () => {
  it('never throws, on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        parseSearchQuery(text)
        describeSearchQuery(text)
      }),
      RUNS,
    )
  })

  it('formats any full-text rules without throwing, into at most one rule per value', () => {
    const rule = fc.record({
      type: fc.constant('FILTER_FULLTEXT' as const),
      values: fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 4 }),
      exclude: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), (rules) => {
        const reread = parseSearchQuery(formatSearchQuery(rules))
        expect(reread.length).toBeLessThanOrEqual(rules.flatMap((r) => r.values).length)
      }),
      RUNS,
    )
  })

  it('gives only FILTER_FULLTEXT rules with non-empty values', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        for (const rule of parseSearchQuery(text)) {
          expect(rule.type).toBe('FILTER_FULLTEXT')
          expect(rule.values.length).toBeGreaterThan(0)
          for (const value of rule.values) expect(value.trim()).not.toBe('')
        }
      }),
      RUNS,
    )
  })

  it('reads back what it formats, for every rule set the parser produces', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        const rules = parseSearchQuery(text)
        expect(parseSearchQuery(formatSearchQuery(rules))).toEqual(rules)
      }),
      RUNS,
    )
  })

  it('keeps a field prefix with its value and reads it back', () => {
    const prefix = fc.constantFrom('titel:', 'Titel:', 'ort:', 'ORT:')
    const term = fc.oneof(
      word,
      word.map((w) => `${w}*`),
      word.map((w) => `"${w} der ${w}"`),
    )
    fc.assert(
      fc.property(fc.boolean(), prefix, term, (exclude, field, value) => {
        const rules = parseSearchQuery(`${exclude ? '-' : ''}${field}${value}`)
        expect(rules).toEqual([
          {
            type: 'FILTER_FULLTEXT',
            values: [`${field.toLowerCase()}${value}`],
            ...(exclude && { exclude }),
          },
        ])
        expect(parseSearchQuery(formatSearchQuery(rules))).toEqual(rules)
      }),
      RUNS,
    )
  })

  it('counts operators only in upper case', () => {
    const lowerOperator = fc.constantFrom('oder', 'Oder', 'or', 'nicht', 'Not', 'und', 'and')
    fc.assert(
      fc.property(word, lowerOperator, word, (left, operator, right) => {
        const values = parseSearchQuery(`${left} ${operator} ${right}`).map((rule) => rule.values)
        expect(values).toEqual([[left], [operator], [right]])
      }),
      RUNS,
    )
  })

  it('keeps umlauts, ß and hyphens inside words', () => {
    const letters = fc.constantFrom(...'abcxyzäöüÄÖÜß-'.split(''))
    const germanWord = fc
      .array(letters, { minLength: 1, maxLength: 12 })
      .map((chars) => `W${chars.join('')}`)
    fc.assert(
      fc.property(germanWord, (text) => {
        expect(parseSearchQuery(text)).toEqual([{ type: 'FILTER_FULLTEXT', values: [text] }])
      }),
      RUNS,
    )
  })
})
