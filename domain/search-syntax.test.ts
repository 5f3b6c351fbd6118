import { describe, expect, it } from 'vitest'
import {
  describeSearchQuery,
  formatSearchQuery,
  parseSearchQuery,
  readSearchValue,
} from './search-syntax'
import type { FilterRule } from './filter-rules'

const fulltext = (values: string[], exclude?: true): FilterRule => ({
  type: 'FILTER_FULLTEXT',
  values,
  ...(exclude && { exclude }),
})

describe('parseSearchQuery: the examples of issue 3', () => {
  it('reads separate terms as rules that must all hold, keeping a trailing wildcard', () => {
    expect(parseSearchQuery('Bundestag Wahl*')).toEqual([
      fulltext(['Bundestag']),
      fulltext(['Wahl*']),
    ])
  })

  it('reads ODER as alternatives within one rule', () => {
    expect(parseSearchQuery('Merz ODER Scholz')).toEqual([fulltext(['Merz', 'Scholz'])])
  })

  it('keeps a quoted phrase together and excludes a term with a leading minus', () => {
    expect(parseSearchQuery('"Tag der Deutschen Einheit" -Feuerwerk')).toEqual([
      fulltext(['"Tag der Deutschen Einheit"']),
      fulltext(['Feuerwerk'], true),
    ])
  })

  it('reads a comma as AND', () => {
    expect(parseSearchQuery('Berlin, München')).toEqual([
      fulltext(['Berlin']),
      fulltext(['München']),
    ])
  })

  it('excludes the term after NICHT', () => {
    expect(parseSearchQuery('NICHT Sport')).toEqual([fulltext(['Sport'], true)])
  })

  it('chains || into one rule with three values', () => {
    expect(parseSearchQuery('a || b || c')).toEqual([fulltext(['a', 'b', 'c'])])
  })
})

describe('parseSearchQuery: the rest of the syntax', () => {
  it('gives no rules for blank text', () => {
    expect(parseSearchQuery('')).toEqual([])
    expect(parseSearchQuery('  \t\n ')).toEqual([])
  })

  it('binds OR tighter than AND', () => {
    expect(parseSearchQuery('Merz OR Scholz AND Wahl UND Bund')).toEqual([
      fulltext(['Merz', 'Scholz']),
      fulltext(['Wahl']),
      fulltext(['Bund']),
    ])
  })

  it('counts operators only in upper case', () => {
    expect(parseSearchQuery('Frankfurt oder Oder nicht und')).toEqual(
      ['Frankfurt', 'oder', 'Oder', 'nicht', 'und'].map((word) => fulltext([word])),
    )
  })

  it('ignores dangling operators', () => {
    expect(parseSearchQuery('ODER Merz ODER')).toEqual([fulltext(['Merz'])])
    expect(parseSearchQuery('Merz NICHT')).toEqual([fulltext(['Merz'])])
    expect(parseSearchQuery(', || - Merz ,')).toEqual([fulltext(['Merz'])])
  })

  it('closes an unclosed quote at the end of the text', () => {
    expect(parseSearchQuery('Gipfel "Tag der  Arbeit')).toEqual([
      fulltext(['Gipfel']),
      fulltext(['"Tag der Arbeit"']),
    ])
  })

  it('keeps umlauts, ß and hyphens inside words', () => {
    expect(parseSearchQuery('Baden-Württemberg Straße')).toEqual([
      fulltext(['Baden-Württemberg']),
      fulltext(['Straße']),
    ])
  })

  it('excludes a quoted phrase with a leading minus', () => {
    expect(parseSearchQuery('-"Tag der Arbeit"')).toEqual([fulltext(['"Tag der Arbeit"'], true)])
  })

  it('never lets an excluded term join alternatives', () => {
    expect(parseSearchQuery('-Sport ODER Kultur')).toEqual([
      fulltext(['Sport'], true),
      fulltext(['Kultur']),
    ])
  })
})

describe('formatSearchQuery', () => {
  it('writes alternatives with ODER and exclusions with a minus', () => {
    const rules = parseSearchQuery('Merz || Scholz NICHT "Tag der Arbeit" Wahl*')
    expect(formatSearchQuery(rules)).toBe('Merz ODER Scholz -"Tag der Arbeit" Wahl*')
  })

  it('quotes values the parser would read differently and skips other rule types', () => {
    const text = formatSearchQuery([
      { type: 'FILTER_IS_TOP', values: ['true'] },
      fulltext(['neue Regierung', 'ODER']),
      fulltext(['Sport', 'Kultur'], true),
    ])
    expect(text).toBe('"neue Regierung" ODER "ODER" -Sport -Kultur')
  })
})

describe('readSearchValue', () => {
  it('tells phrases, prefixes and words apart', () => {
    expect(readSearchValue('"Tag der Arbeit"')).toEqual({ kind: 'phrase', text: 'Tag der Arbeit' })
    expect(readSearchValue('Wahl*')).toEqual({ kind: 'prefix', text: 'Wahl' })
    expect(readSearchValue('Wahl')).toEqual({ kind: 'word', text: 'Wahl' })
  })
})

describe('describeSearchQuery', () => {
  it('shows in German how the query was read', () => {
    const chips = describeSearchQuery('Merz ODER Scholz -Feuerwerk "Tag der Arbeit" Wahl* Bund')
    expect(chips.map(({ kind, label }) => ({ kind, label }))).toEqual([
      { kind: 'alternatives', label: 'Merz ODER Scholz' },
      { kind: 'excluded', label: 'ohne Feuerwerk' },
      { kind: 'phrase', label: '„Tag der Arbeit“' },
      { kind: 'prefix', label: 'Wahl…' },
      { kind: 'term', label: 'Bund' },
    ])
    expect(chips[3]?.description).toBe('Wörter, die mit „Wahl“ beginnen')
  })

  it('gives no chips for blank text', () => {
    expect(describeSearchQuery('   ')).toEqual([])
  })
})

describe('field prefixes titel: and ort: (issue 36)', () => {
  it('reads a prefixed word, phrase, prefix, exclusion and alternatives, the prefix in lower case', () => {
    expect(
      parseSearchQuery('titel:Pressekonferenz TITEL:"Tag der  Einheit" Titel:Klima* -ort:Berlin'),
    ).toEqual([
      fulltext(['titel:Pressekonferenz']),
      fulltext(['titel:"Tag der Einheit"']),
      fulltext(['titel:Klima*']),
      fulltext(['ort:Berlin'], true),
    ])
    expect(parseSearchQuery('ort:Berlin ODER titel:Hamburg')).toEqual([
      fulltext(['ort:Berlin', 'titel:Hamburg']),
    ])
  })

  it('takes the word after a prefix as a term even when it spells an operator', () => {
    expect(parseSearchQuery('titel:ODER')).toEqual([fulltext(['titel:ODER'])])
  })

  it('ignores a prefix without a term after it', () => {
    expect(parseSearchQuery('titel:')).toEqual([])
    expect(parseSearchQuery('titel: Wahl ort:""')).toEqual([fulltext(['Wahl'])])
  })

  it('formats a field value back with its prefix, as a phrase when it has several words', () => {
    const rules = [
      fulltext(['titel:"Tag der Einheit"', 'ort:Berlin']),
      fulltext(['titel:Wahl*'], true),
    ]
    expect(formatSearchQuery(rules)).toBe('titel:"Tag der Einheit" ODER ort:Berlin -titel:Wahl*')
    expect(parseSearchQuery(formatSearchQuery(rules))).toEqual(rules)
    expect(formatSearchQuery([fulltext(['titel:neue Regierung'])])).toBe('titel:"neue Regierung"')
  })

  it('tells the field with the value', () => {
    expect(readSearchValue('titel:"Tag der Arbeit"')).toEqual({
      kind: 'phrase',
      text: 'Tag der Arbeit',
      field: 'title',
    })
    expect(readSearchValue('ort:Berl*')).toEqual({ kind: 'prefix', text: 'Berl', field: 'place' })
  })

  it('names the field in the chips', () => {
    expect(describeSearchQuery('titel:Pressekonferenz ort:Berlin -ort:Mitte')).toEqual([
      {
        kind: 'term',
        label: 'Titel: Pressekonferenz',
        description: 'Einträge mit „Pressekonferenz“ im Titel',
      },
      { kind: 'term', label: 'Ort: Berlin', description: 'Einträge mit „Berlin“ am Ort' },
      {
        kind: 'excluded',
        label: 'ohne Ort: Mitte',
        description: 'Einträge mit Mitte am Ort werden ausgeblendet',
      },
    ])
  })
})
