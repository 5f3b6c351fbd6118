import { describe, expect, it } from 'vitest'
import { cleanSavedSearchName } from './saved-search-name'

describe('a saved search name', () => {
  it('loses the right-to-left override that would fake a file extension', () => {
    expect(cleanSavedSearchName('Bericht\u202Efdp.exe')).toBe('Berichtfdp.exe')
  })

  it.each([
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u2066',
    '\u2069',
  ])('loses the bidi control U+%s', (control) => {
    expect(cleanSavedSearchName(`${control}Landtag${control} Bayern${control}`)).toBe(
      'Landtag Bayern',
    )
  })

  it('keeps Arabic and Hebrew letters and trims white space', () => {
    expect(cleanSavedSearchName('  Nahost: القدس ירושלים ')).toBe('Nahost: القدس ירושלים')
  })
})
