import { describe, expect, it } from 'vitest'
import { Check } from '@sinclair/typebox/value'
import { refusalMessage } from './refusal-message'
import { PAGE_SIZE_MAX } from './saved-search-limits'
import {
  SavedSearchCreateSchema,
  SavedSearchListQuerySchema,
  SavedSearchPatchSchema,
} from './saved-search-resource'

const search = (change: object = {}) => ({ name: 'Landtag', filterRules: [], ...change })
const rule = (type: string, values: unknown[], more: object = {}) =>
  search({ filterRules: [{ type, values, ...more }] })

describe('what the filters API takes', () => {
  it('takes a search with every rule type', () => {
    const filterRules = [
      { type: 'FILTER_IS_TOP', values: ['true'] },
      { type: 'FILTER_FULLTEXT', values: ['Wahl'], exclude: true },
      { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'video'] },
      { type: 'FILTER_RESSORT', values: ['pl'] },
      { type: 'FILTER_REGIONAL_SERVICE', values: ['bay'] },
      { type: 'FILTER_FEDERAL_STATE', values: ['Bayern'] },
      { type: 'FILTER_KIND', values: ['actionday'] },
      { type: 'FILTER_GENRE', values: ['Interview'] },
    ]
    expect(refusalMessage(SavedSearchCreateSchema, search({ filterRules }))).toBeNull()
  })

  it.each([
    ['an empty name', search({ name: '' }), 'Der Name muss 1 bis 100 Zeichen'],
    ['a name of 101 characters', search({ name: 'x'.repeat(101) }), 'Der Name'],
    ['a body that is no object', [search()], 'JSON-Objekt'],
    ['an unknown rule type', rule('FILTER_WETTER', ['sonnig']), 'Unbekannter Filtertyp'],
    ['a top value other than true/false', rule('FILTER_IS_TOP', ['ja']), 'Top-Einträge'],
    ['an unknown material type', rule('FILTER_MATERIAL_TYPE', ['photo']), 'Materialart'],
    ['an unknown event kind', rule('FILTER_KIND', ['meeting']), 'Terminart'],
    ['a blank search term', rule('FILTER_FULLTEXT', [' ']), 'Suchbegriffe'],
    ['a search term of 201 characters', rule('FILTER_FULLTEXT', ['x'.repeat(201)]), 'Suchbegriffe'],
    ['a ressort of 101 characters', rule('FILTER_RESSORT', ['x'.repeat(101)]), 'höchstens 100'],
    ['a value with a line break', rule('FILTER_GENRE', ['a\nb']), 'Steuerzeichen'],
    ['a value that is not text', rule('FILTER_GENRE', [7]), 'Texte'],
    ['a rule without values', rule('FILTER_GENRE', []), '1 bis 50 Werte'],
    ['exclude as text', rule('FILTER_GENRE', ['a'], { exclude: 'ja' }), '„exclude“'],
  ])('refuses %s with its own sentence', (_what, body, message) => {
    expect(refusalMessage(SavedSearchCreateSchema, body)).toContain(message)
  })

  it('takes a change of any single field and refuses a bad one', () => {
    expect(refusalMessage(SavedSearchPatchSchema, { isPublic: true })).toBeNull()
    expect(refusalMessage(SavedSearchPatchSchema, { order: -1 })).toContain('„order“')
  })

  it('lists at most 1000 searches a page', () => {
    expect(Check(SavedSearchListQuerySchema, { sort: 'order', size: PAGE_SIZE_MAX })).toBe(true)
    expect(refusalMessage(SavedSearchListQuerySchema, { size: PAGE_SIZE_MAX + 1 })).toContain(
      '„size“',
    )
  })
})
