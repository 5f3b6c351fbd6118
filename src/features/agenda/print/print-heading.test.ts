import { describe, expect, it } from 'vitest'
import type { FilterRule } from '@domain/filter-rules'
import { rulesOfFilters } from '@domain/filter-selection'
import { printHeading } from './print-heading'

const noRules: FilterRule[] = []
const week = { from: '2026-11-24', to: '2026-11-30' }

describe('the heading of a printed agenda', () => {
  it('names a week once by its month and year', () => {
    expect(printHeading({ range: week, wholeMonth: false, rules: noRules })).toBe(
      '24.–30. November 2026',
    )
  })

  it('names both months of a range across a month’s end, and both years across a year’s end', () => {
    expect(
      printHeading({
        range: { from: '2026-11-24', to: '2026-12-07' },
        wholeMonth: false,
        rules: noRules,
      }),
    ).toBe('24. November – 7. Dezember 2026')
    expect(
      printHeading({
        range: { from: '2026-12-28', to: '2027-01-03' },
        wholeMonth: false,
        rules: noRules,
      }),
    ).toBe('28. Dezember 2026 – 3. Januar 2027')
  })

  it('names a single day with its weekday', () => {
    const range = { from: '2026-03-29', to: '2026-03-29' }
    expect(printHeading({ range, wholeMonth: false, rules: noRules })).toBe(
      'Sonntag, 29. März 2026',
    )
  })

  it('names Monat by its month', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' }
    expect(printHeading({ range, wholeMonth: true, rules: noRules })).toBe('November 2026')
  })

  it('puts the search words, quoted, and the filters before the days, as the PDF does', () => {
    const rules = rulesOfFilters({
      searchText: 'Bundestag ODER Landtag',
      filterRules: [{ type: 'FILTER_RESSORT', values: ['sport'], exclude: true }],
    })
    expect(printHeading({ range: week, wholeMonth: false, rules })).toBe(
      '„Bundestag ODER Landtag“ · ohne Ressort: Sport · 24.–30. November 2026',
    )
  })
})
