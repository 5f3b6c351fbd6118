import { describe, expect, it } from 'vitest'
import { rangeFromSearchParams, shiftRange } from './date-range'

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

  it('ignores a day that does not exist', () => {
    expect(rangeFromSearchParams('preview', params('from=2026-02-30'), '2026-11-21').from).toBe(
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
})
