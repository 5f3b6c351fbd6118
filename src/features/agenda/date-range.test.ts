import { describe, expect, it } from 'vitest'
import {
  addDays,
  berlinDayOf,
  berlinDayStart,
  daysOf,
  rangeFromSearchParams,
  shiftRange,
} from './date-range'

const params = (query: string) => new URLSearchParams(query)

describe('date range', () => {
  it('shows two weeks from today when the URL names no range', () => {
    expect(rangeFromSearchParams('standard', params(''), '2026-11-21')).toEqual({
      from: '2026-11-21',
      to: '2026-12-04',
    })
  })

  it('keeps the range a shared link names', () => {
    expect(
      rangeFromSearchParams('list', params('from=2026-03-01&to=2026-03-31'), '2026-11-21'),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    })
  })

  it('shows seven days in 7-Tage and the whole month in Monat', () => {
    expect(rangeFromSearchParams('preview', params('from=2026-11-21'), 'x')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    })
    expect(rangeFromSearchParams('monthly', params('from=2026-02-14'), 'x')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
  })

  it('ignores a malformed date', () => {
    expect(rangeFromSearchParams('preview', params('from=gestern'), '2026-11-21').from).toBe(
      '2026-11-21',
    )
  })

  it('steps by the length of the range, and by months in Monat', () => {
    expect(shiftRange('preview', { from: '2026-11-21', to: '2026-11-27' }, 1)).toEqual({
      from: '2026-11-28',
      to: '2026-12-04',
    })
    expect(shiftRange('monthly', { from: '2026-01-01', to: '2026-01-31' }, -1)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
  })

  it('counts days across the change to summer time', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toHaveLength(3)
  })

  it('agrees with the time zone database across the changes of summer time', () => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    for (let time = Date.UTC(2026, 2, 28); time < Date.UTC(2026, 11, 31); time += 1_234_567) {
      expect(berlinDayOf(new Date(time))).toBe(format.format(time))
    }
  })

  it('places late-evening instants on the Berlin day', () => {
    expect(berlinDayOf('2026-07-01T22:30:00Z')).toBe('2026-07-02')
    expect(berlinDayStart('2026-07-02')).toBe('2026-07-02T00:00:00.000+02:00')
    expect(berlinDayStart('2026-12-02')).toBe('2026-12-02T00:00:00.000+01:00')
  })
})
