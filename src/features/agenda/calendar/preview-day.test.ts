import { describe, expect, it } from 'vitest'
import { chosenDay, openingDay } from './preview-day'

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']
const withEntries =
  (...days: string[]) =>
  (day: string) =>
    days.includes(day)

describe('the day 7-Tage opens on', () => {
  it('is today when today has entries', () => {
    expect(openingDay(week, withEntries('2026-11-24', '2026-11-25'), '2026-11-24')).toBe(
      '2026-11-24',
    )
  })

  it('skips an empty today to the next day with entries', () => {
    expect(openingDay(week, withEntries('2026-11-23', '2026-11-26'), '2026-11-24')).toBe(
      '2026-11-26',
    )
  })

  it('stays on today when no later day has entries', () => {
    expect(openingDay(week, withEntries('2026-11-23'), '2026-11-25')).toBe('2026-11-25')
  })

  it('opens a week without today on its first day with entries, not on an empty Monday', () => {
    expect(openingDay(week, withEntries('2026-11-25'), '2026-12-01')).toBe('2026-11-25')
    expect(openingDay(week, withEntries(), '2026-12-01')).toBe('2026-11-23')
  })

  it('takes the day the address names only when it lies in the week', () => {
    expect(chosenDay(new URLSearchParams('day=2026-11-26'), week)).toBe('2026-11-26')
    expect(chosenDay(new URLSearchParams('day=2026-12-26'), week)).toBeUndefined()
    expect(chosenDay(new URLSearchParams(''), week)).toBeUndefined()
  })
})
