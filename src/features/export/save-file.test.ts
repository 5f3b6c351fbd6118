import { describe, expect, it } from 'vitest'
import { fileSlug } from './save-file'

describe('fileSlug', () => {
  it('writes umlauts and ß out and joins words with hyphens', () => {
    expect(fileSlug('Landtag Brandenburg: Haushalt 2027')).toBe('landtag-brandenburg-haushalt-2027')
    expect(fileSlug('Größere Übungen in Köln')).toBe('groessere-uebungen-in-koeln')
  })

  it('keeps names short and never ends on a hyphen', () => {
    const slug = fileSlug(`${'Wort '.repeat(20)}Ende`)
    expect(slug.length).toBeLessThanOrEqual(60)
    expect(slug.endsWith('-')).toBe(false)
  })

  it('falls back when nothing of the text is usable', () => {
    expect(fileSlug('„…“')).toBe('agenda')
    expect(fileSlug('', 'termin')).toBe('termin')
  })
})
