import { describe, expect, it } from 'vitest'
import { calendarFileName } from './calendar-filename'

describe('calendar file names', () => {
  it('writes umlauts out and joins words with hyphens', () => {
    expect(calendarFileName('Plenarsitzung im Thüringer Landtag: Haushalt 2027')).toBe(
      'plenarsitzung-im-thueringer-landtag-haushalt-2027.ics',
    )
  })

  it('drops accents and falls back to „termin“ without letters', () => {
    expect(calendarFileName('Café Élysée')).toBe('cafe-elysee.ics')
    expect(calendarFileName('„…“')).toBe('termin.ics')
  })
})
