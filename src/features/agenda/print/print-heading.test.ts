import { describe, expect, it } from 'vitest'
import { printHeading } from './print-heading'

const noSearch = { searchText: '' }
// Intl sets a dash between two dates off with thin spaces, as typesetters do.
const THIN = '\u2009'

describe('the heading of a printed agenda', () => {
  it('names a week once by its month and year', () => {
    const range = { from: '2026-11-24', to: '2026-11-30' }
    expect(printHeading({ range, wholeMonth: false, filters: noSearch })).toBe(
      '24.–30. November 2026',
    )
  })

  it('names both months of a range across a month’s end, and both years across a year’s end', () => {
    expect(
      printHeading({
        range: { from: '2026-11-24', to: '2026-12-07' },
        wholeMonth: false,
        filters: noSearch,
      }),
    ).toBe(`24. November${THIN}–${THIN}7. Dezember 2026`)
    expect(
      printHeading({
        range: { from: '2026-12-28', to: '2027-01-03' },
        wholeMonth: false,
        filters: noSearch,
      }),
    ).toBe(`28. Dezember 2026${THIN}–${THIN}3. Januar 2027`)
  })

  it('names a single day once', () => {
    const range = { from: '2026-03-29', to: '2026-03-29' }
    expect(printHeading({ range, wholeMonth: false, filters: noSearch })).toBe('29. März 2026')
  })

  it('names Monat by its month', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' }
    expect(printHeading({ range, wholeMonth: true, filters: noSearch })).toBe('November 2026')
  })

  it('puts the search words, quoted, before the range', () => {
    const range = { from: '2026-11-24', to: '2026-11-30' }
    const filters = { searchText: '  Bundestag ODER Landtag ' }
    expect(printHeading({ range, wholeMonth: false, filters })).toBe(
      '„Bundestag ODER Landtag“ · 24.–30. November 2026',
    )
  })
})
