import { describe, expect, it } from 'vitest'
import { escapeXml, wrapText } from './svg-text'

describe('text in the pictures’ SVG', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&apos;')
    expect(escapeXml('Gala\u0000\u001b am\uD800 Abend')).toBe('Gala am Abend')
    expect(escapeXml('Emoji 🎭 bleibt')).toBe('Emoji 🎭 bleibt')
  })

  it('wraps a title at words and ends a cut last line with an ellipsis', () => {
    expect(wrapText('Plenarsitzung im Thüringer Landtag', 20, 2)).toEqual([
      'Plenarsitzung im',
      'Thüringer Landtag',
    ])
    const cut = wrapText('Eins zwei drei vier fünf sechs sieben acht neun zehn', 12, 2)
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
  })
})
