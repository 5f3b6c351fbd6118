import { describe, expect, it } from 'vitest'
import { refusalMessage } from './refusal-message'
import { UserLine, UserText, userTextProblem } from './user-text'

const title = UserLine('Der Titel', { minLength: 1, maxLength: 200 })
const description = UserText('Die Beschreibung', { maxLength: 5000 })

describe('user text', () => {
  it.each([
    ['umlauts and ß', 'Grüße aus der Straße: Öffnungszeiten'],
    ['German quotes and dashes', '„Kultur“ – ‚Bühne‘ … »Premiere«'],
    ['emoji, also joined and with skin tones', 'Start 🚀 👩‍💻 👍🏽 🇩🇪'],
    ['Persian with a zero-width non-joiner', 'می‌خواهم'],
    ['Arabic and Hebrew letters', 'Nahost: القدس ירושלים'],
  ])('keeps %s', (_what, text) => {
    expect(userTextProblem(text, 'one')).toBeNull()
    expect(refusalMessage(title, text)).toBeNull()
  })

  it('keeps a description of several lines with tabs', () => {
    const text = 'Erste Zeile\nZweite Zeile\r\n\tEingerückt'
    expect(refusalMessage(description, text)).toBeNull()
  })

  it('refuses a title of only zero-width spaces', () => {
    expect(refusalMessage(title, '\u200B\u200B\u200B')).toBe(
      'Der Titel enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    )
  })

  it.each([
    ['a right-to-left override', 'Bericht\u202Efdp.exe'],
    ['an isolate', 'Plan \u2067B\u2069'],
    ['a left-to-right mark', 'Plan\u200E B'],
    ['a soft hyphen', 'Landtags\u00ADwahl'],
    ['a byte order mark', '\uFEFFLandtag'],
    ['a tag character', 'Landtag\u{E0041}'],
    ['a bell', 'a\u0007b'],
    ['a lone surrogate', 'a\uD800b'],
  ])('refuses %s in any text', (_what, text) => {
    expect(userTextProblem(text, 'one')).toBe('characters')
    expect(userTextProblem(text, 'several')).toBe('characters')
  })

  it.each([
    ['a line feed', 'Erste\nZeile'],
    ['a next-line control (U+0085)', 'Erste\u0085Zeile'],
    ['a line separator (U+2028)', 'Erste\u2028Zeile'],
    ['a paragraph separator (U+2029)', 'Erste\u2029Zeile'],
  ])('refuses %s in one line', (_what, text) => {
    expect(refusalMessage(title, text)).toBe(
      'Der Titel muss in eine Zeile passen (ohne Zeilenumbruch).',
    )
  })

  it.each([
    ['a next-line control (U+0085)', 'a\u0085b'],
    ['a line separator (U+2028)', 'a\u2028b'],
    ['a vertical tab', 'a\u000Bb'],
  ])('refuses %s in several lines too: only \\n, \\r and tabs are kept', (_what, text) => {
    expect(userTextProblem(text, 'several')).toBe('characters')
  })

  it.each([
    ['spaces', '   '],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['Hangul fillers', '\u3164\u115F'],
    ['a braille blank', '\u2800'],
    ['a combining grapheme joiner', '\u034F'],
  ])('refuses a text of only %s as empty', (_what, text) => {
    expect(refusalMessage(title, text)).toBe(
      'Der Titel darf nicht leer sein (unsichtbare Zeichen zählen nicht).',
    )
  })

  it('leaves the empty text to the field (an optional one may be empty)', () => {
    expect(userTextProblem('', 'one')).toBeNull()
    expect(refusalMessage(description, '')).toBeNull()
  })
})
