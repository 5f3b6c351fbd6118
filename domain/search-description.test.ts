import { describe, expect, it } from 'vitest'
import { berlinDaysWindow } from './berlin-time'
import { TOP_FILTER } from './filter-rules'
import { describeSearch, windowDays, type SearchWindow } from './search-description'
import { parseSearchQuery } from './search-syntax'

const describeWindow = (window: SearchWindow) => describeSearch([], window)

const days = (from: string, to: string) => {
  const window = berlinDaysWindow({ from, to })
  if (!window) throw new Error(`no window for ${from}…${to}`)
  return window
}

describe('the days of a search window, in German', () => {
  it('names one day with its weekday', () => {
    expect(describeWindow(days('2026-11-24', '2026-11-24'))).toBe('Dienstag, 24. November 2026')
  })

  it('names month and year once within a month', () => {
    expect(describeWindow(days('2026-11-24', '2026-11-30'))).toBe('24.–30. November 2026')
  })

  it('names both months across a month', () => {
    expect(describeWindow(days('2026-11-28', '2026-12-04'))).toBe('28. November – 4. Dezember 2026')
  })

  it('names both years across a year', () => {
    expect(describeWindow(days('2026-12-30', '2027-01-02'))).toBe(
      '30. Dezember 2026 – 2. Januar 2027',
    )
  })

  it('reads the days in Berlin across the summer-time change, whatever the offsets', () => {
    // 25 October 2026 has 25 hours; the window ends at the midnight after 31 October (CET).
    expect(describeWindow(days('2026-10-25', '2026-10-31'))).toBe('25.–31. Oktober 2026')
    expect(
      describeWindow({ from: '2026-10-24T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' }),
    ).toBe('25.–31. Oktober 2026')
  })

  it('counts a window that ends inside a day as ending on that day', () => {
    expect(
      describeWindow({ from: '2026-11-24T08:00:00+01:00', to: '2026-11-25T12:00:00+01:00' }),
    ).toBe('24.–25. November 2026')
  })

  it('reads the Berlin days of a window, its end exclusive', () => {
    expect(windowDays(days('2026-03-28', '2026-03-30'))).toEqual({
      from: '2026-03-28',
      to: '2026-03-30',
    })
    expect(windowDays({ from: '2026-03-29T10:00:00Z', to: '2026-03-29T10:00:00Z' })).toEqual({
      from: '2026-03-29',
      to: '2026-03-29',
    })
  })
})

describe('a search in words for a header', () => {
  it('puts the search words in quotes, then the filters, then the days', () => {
    expect(
      describeSearch(
        [
          ...parseSearchQuery('Bundestag ODER Landtag'),
          { type: 'FILTER_RESSORT', values: ['sport'], exclude: true },
        ],
        days('2026-11-24', '2026-11-30'),
      ),
    ).toBe('„Bundestag ODER Landtag“ · ohne Ressort: Sport · 24.–30. November 2026')
  })

  it('uses the labels of ressorts, kinds and the top filter', () => {
    expect(
      describeSearch(
        [
          TOP_FILTER,
          { type: 'FILTER_RESSORT', values: ['politik', 'wirtschaft'] },
          { type: 'FILTER_KIND', values: ['topic'], exclude: true },
        ],
        days('2026-11-24', '2026-11-24'),
      ),
    ).toBe(
      'Nur Top-Einträge · Ressort: Politik, Wirtschaft · ohne Art: Thema · Dienstag, 24. November 2026',
    )
  })

  it('is just the days without filters', () => {
    expect(describeSearch([], days('2026-11-28', '2026-12-04'))).toBe(
      '28. November – 4. Dezember 2026',
    )
  })
})
