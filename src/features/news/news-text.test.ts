import { describe, expect, it } from 'vitest'
import { paragraphsOf } from './news-text'

describe('the paragraphs of a news item', () => {
  it('splits the text at blank lines', () => {
    expect(paragraphsOf('Erster Absatz.\n\nZweiter Absatz.\n\n\nDritter.')).toEqual([
      'Erster Absatz.',
      'Zweiter Absatz.',
      'Dritter.',
    ])
  })

  it('keeps a single line break inside its paragraph and drops empty ones', () => {
    expect(paragraphsOf('  Zeile eins\nZeile zwei  \r\n \r\n\n\n')).toEqual([
      'Zeile eins\nZeile zwei',
    ])
  })
})
