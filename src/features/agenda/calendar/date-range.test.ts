import { describe, expect, it } from 'vitest'
import {
  dayChoices,
  rangeFromSearchParams,
  rangeStartingAt,
  rangeTitle,
  rangeUnit,
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

  it('reads one day from a linked address in Standard and Liste', () => {
    const linked = params('from=2026-12-04&to=2026-12-04')
    expect(rangeFromSearchParams('list', linked, '2026-11-21')).toEqual({
      from: '2026-12-04',
      to: '2026-12-04',
    })
    expect(rangeFromSearchParams('preview', linked, '2026-11-21').to).toBe('2026-12-10')
  })

  it('shows a chosen day alone in Standard and Liste, its week and month elsewhere', () => {
    expect(rangeStartingAt('standard', '2026-12-04', 1)).toEqual({
      from: '2026-12-04',
      to: '2026-12-04',
    })
    expect(rangeStartingAt('preview', '2026-12-04', 1).to).toBe('2026-12-10')
    expect(rangeStartingAt('monthly', '2026-12-04', 1).to).toBe('2026-12-31')
  })

  it('steps a single day by one day, across a month', () => {
    expect(shiftRange('list', { from: '2026-11-30', to: '2026-11-30' }, 1)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    })
    expect(shiftRange('standard', { from: '2026-12-01', to: '2026-12-01' }, -1)).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    })
  })

  it('offers Heute and Morgen as single days and 14 Tage from the day shown', () => {
    const choices = dayChoices({ from: '2026-12-05', to: '2026-12-05' }, '2026-12-04')
    expect(choices).toEqual([
      { label: 'Heute', range: { from: '2026-12-04', to: '2026-12-04' }, current: false },
      { label: 'Morgen', range: { from: '2026-12-05', to: '2026-12-05' }, current: true },
      { label: '14 Tage', range: { from: '2026-12-05', to: '2026-12-18' }, current: false },
    ])
    const twoWeeks = dayChoices({ from: '2026-12-04', to: '2026-12-17' }, '2026-12-04')
    expect(twoWeeks.map((choice) => choice.current)).toEqual([false, false, true])
  })

  it('titles a single day in full and steps it as a Tag', () => {
    const day = { from: '2026-12-04', to: '2026-12-04' }
    expect(rangeTitle('standard', day)).toBe('Freitag, 4. Dezember 2026')
    expect(rangeUnit('standard', day)).toBe('Tag')
    const twoWeeks = { from: '2026-12-04', to: '2026-12-17' }
    expect(rangeTitle('list', twoWeeks)).toBe('Fr., 04.12. – Do., 17.12.')
    expect(rangeUnit('list', twoWeeks)).toBe('Zeitraum')
    expect(rangeTitle('monthly', { from: '2026-12-01', to: '2026-12-31' })).toBe('Dezember 2026')
    expect(rangeUnit('preview', { from: '2026-12-04', to: '2026-12-10' })).toBe('Woche')
  })
})
