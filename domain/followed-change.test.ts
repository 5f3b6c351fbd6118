import { describe, expect, it } from 'vitest'
import { describeFollowedChange, type FollowedState } from './followed-change'

// Monday 7 December 2026, 10:00 and 12:00 in Berlin (CET, UTC+1).
const planned: FollowedState = {
  title: 'Pressekonferenz zum Haushalt',
  startTime: '2026-12-07T09:00:00.000Z',
  endTime: '2026-12-07T11:00:00.000Z',
  isWholeDay: false,
  place: 'Bundespressekonferenz, Berlin',
  status: 'planned',
}
const changed = (fields: Partial<FollowedState>) =>
  describeFollowedChange(planned, { ...planned, ...fields })

describe('describeFollowedChange', () => {
  it('says nothing when only what a follower is not told of changed', () => {
    expect(describeFollowedChange(planned, planned)).toBeNull()
    expect(changed({ title: 'Pressekonferenz zum Bundeshaushalt' })).toBeNull()
  })

  it('names a new time on the same day by its clock times', () => {
    expect(
      changed({ startTime: '2026-12-07T10:30:00.000Z', endTime: '2026-12-07T11:30:00.000Z' }),
    ).toBe('verschoben von 10:00 auf 11:30')
  })

  it('names the days when the entry moves to another day, also as postponed', () => {
    expect(
      changed({
        status: 'postponed',
        startTime: '2026-12-08T13:00:00.000Z',
        endTime: '2026-12-08T14:00:00.000Z',
      }),
    ).toBe('verschoben von Mo 7.12., 10:00 auf Di 8.12., 14:00')
  })

  it('says when a postponed entry has no new date yet, and when it takes place again', () => {
    expect(changed({ status: 'postponed' })).toBe('verschoben – neuer Termin offen')
    expect(describeFollowedChange({ ...planned, status: 'postponed' }, planned)).toBe(
      'findet wieder statt',
    )
  })

  it('says „abgesagt“ alone for a cancelled entry, whatever else changed', () => {
    expect(changed({ status: 'cancelled', place: '' })).toBe('abgesagt')
  })

  it('names a new end, and a new or dropped place with the old one', () => {
    expect(changed({ endTime: '2026-12-07T12:00:00.000Z' })).toBe(
      'endet jetzt um 13:00 (vorher 12:00)',
    )
    expect(changed({ place: 'Rotes Rathaus, Berlin' })).toBe(
      'Ort: Rotes Rathaus, Berlin (vorher: Bundespressekonferenz, Berlin)',
    )
    expect(changed({ place: '' })).toBe('Ort entfällt (vorher: Bundespressekonferenz, Berlin)')
  })

  it('joins a new time and a new place', () => {
    expect(changed({ startTime: '2026-12-07T08:00:00.000Z', place: 'Kanzleramt, Berlin' })).toBe(
      'verschoben von 10:00 auf 09:00; Ort: Kanzleramt, Berlin (vorher: Bundespressekonferenz, Berlin)',
    )
  })

  it('names a whole-day entry by its day', () => {
    const day = { ...planned, isWholeDay: true, startTime: '2026-12-06T23:00:00.000Z' }
    expect(describeFollowedChange(day, { ...day, startTime: '2026-12-08T23:00:00.000Z' })).toBe(
      'verschoben von Mo 7.12. (ganztägig) auf Mi 9.12. (ganztägig)',
    )
  })
})
