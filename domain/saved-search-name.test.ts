import { describe, expect, it } from 'vitest'
import { refusalMessage } from './refusal-message'
import { cleanSavedSearchName, SavedSearchNameSchema } from './saved-search-name'

describe('a saved search name', () => {
  it.each([
    ['a right-to-left override that would fake a file extension', 'Bericht\u202Efdp.exe'],
    ['an isolate', '\u2067Plan B\u2069'],
    ['a zero-width space', 'Landtag\u200BBayern'],
  ])('refuses %s', (_what, name) => {
    expect(refusalMessage(SavedSearchNameSchema, cleanSavedSearchName(name))).toBe(
      'Der Name enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    )
  })

  it.each([
    ['a next-line control (U+0085)', 'Erste\u0085Zeile'],
    ['a line separator (U+2028)', 'Erste\u2028Zeile'],
  ])('refuses %s as a line break', (_what, name) => {
    expect(refusalMessage(SavedSearchNameSchema, name)).toBe(
      'Der Name muss in eine Zeile passen (ohne Zeilenumbruch).',
    )
  })

  it('keeps Arabic and Hebrew letters and trims white space', () => {
    const name = cleanSavedSearchName('  Nahost: القدس ירושלים ')
    expect(name).toBe('Nahost: القدس ירושלים')
    expect(refusalMessage(SavedSearchNameSchema, name)).toBeNull()
  })
})
