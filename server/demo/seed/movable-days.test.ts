import { describe, expect, it } from 'vitest'
import { easterSunday, weekdayOnOrAfter } from './movable-days'

describe('movable days', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  it('finds the first given weekday on or after a date, over a month end', () => {
    expect(weekdayOnOrAfter(2026, 9, 16, 6)).toBe('2026-09-19')
    expect(weekdayOnOrAfter(2026, 9, 19, 6)).toBe('2026-09-19')
    expect(weekdayOnOrAfter(2026, 1, 30, 1)).toBe('2026-02-02')
  })
})
