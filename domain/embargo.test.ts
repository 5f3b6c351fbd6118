import { describe, expect, it } from 'vitest'
import { embargoNotice, isEmbargoAhead } from './embargo'

const NOW = '2026-12-05T08:00:00Z'

describe('embargoNotice', () => {
  it('announces an embargo ahead in Berlin time, short: day and time', () => {
    expect(embargoNotice('2026-12-05T09:00:00Z', NOW)).toBe('Sperrfrist bis 05.12., 10:00 Uhr')
    expect(embargoNotice('2026-12-24T22:30:00Z', NOW)).toBe('Sperrfrist bis 24.12., 23:30 Uhr')
  })

  it('takes the Berlin day, not the UTC day, near midnight', () => {
    expect(embargoNotice('2026-12-05T23:30:00Z', NOW)).toBe('Sperrfrist bis 06.12., 00:30 Uhr')
  })

  it('names the year in the short form only when it is not this Berlin year', () => {
    expect(embargoNotice('2027-01-04T08:00:00Z', NOW)).toBe('Sperrfrist bis 04.01.2027, 09:00 Uhr')
    // New Year's Eve in Berlin is already the next year: 23:30 UTC on 31 December.
    expect(embargoNotice('2027-01-01T09:00:00Z', '2026-12-31T23:30:00Z')).toBe(
      'Sperrfrist bis 01.01., 10:00 Uhr',
    )
  })

  it('writes the long form with weekday, year and zone', () => {
    expect(embargoNotice('2026-12-05T09:00:00Z', NOW, 'long')).toBe(
      'Sperrfrist bis Samstag, 5. Dezember 2026 um 10:00 Uhr MEZ',
    )
    expect(embargoNotice('2027-07-01T10:00:00Z', NOW, 'long')).toBe(
      'Sperrfrist bis Donnerstag, 1. Juli 2027 um 12:00 Uhr MESZ',
    )
  })

  it('names the zone in the short form too where the autumn switch repeats the hour', () => {
    const now = '2026-10-20T08:00:00Z'
    // 02:30 happens twice on 25 October 2026: first in summer time, then in winter time.
    expect(embargoNotice('2026-10-25T00:30:00Z', now)).toBe('Sperrfrist bis 25.10., 02:30 Uhr MESZ')
    expect(embargoNotice('2026-10-25T01:30:00Z', now)).toBe('Sperrfrist bis 25.10., 02:30 Uhr MEZ')
    expect(embargoNotice('2026-10-25T02:30:00Z', now)).toBe('Sperrfrist bis 25.10., 03:30 Uhr')
    expect(embargoNotice('2026-10-24T23:30:00Z', now)).toBe('Sperrfrist bis 25.10., 01:30 Uhr')
  })

  it('reads the spring switch in summer time', () => {
    // 29 March 2026: 02:00 MEZ becomes 03:00 MESZ; 01:00 UTC is 03:00.
    expect(embargoNotice('2026-03-29T01:00:00Z', '2026-03-01T08:00:00Z')).toBe(
      'Sperrfrist bis 29.03., 03:00 Uhr',
    )
    expect(embargoNotice('2026-03-29T00:59:00Z', '2026-03-01T08:00:00Z')).toBe(
      'Sperrfrist bis 29.03., 01:59 Uhr',
    )
  })

  it('says nothing once the embargo has passed, at its very moment, or without one', () => {
    expect(embargoNotice('2026-12-05T07:59:59Z', NOW)).toBeNull()
    expect(embargoNotice(NOW, NOW)).toBeNull()
    expect(embargoNotice(NOW, NOW, 'long')).toBeNull()
    expect(embargoNotice(null, NOW)).toBeNull()
    expect(embargoNotice(undefined, NOW)).toBeNull()
  })

  it('takes dates, ISO strings with offsets and epoch milliseconds alike', () => {
    const embargo = new Date('2026-12-05T09:00:00Z')
    expect(embargoNotice(embargo, Date.parse(NOW))).toBe('Sperrfrist bis 05.12., 10:00 Uhr')
    expect(embargoNotice('2026-12-05T10:00:00+01:00', new Date(NOW))).toBe(
      'Sperrfrist bis 05.12., 10:00 Uhr',
    )
  })
})

describe('isEmbargoAhead', () => {
  it('holds strictly before the embargo', () => {
    expect(isEmbargoAhead('2026-12-05T08:00:01Z', NOW)).toBe(true)
    expect(isEmbargoAhead(NOW, NOW)).toBe(false)
    expect(isEmbargoAhead(null, NOW)).toBe(false)
  })
})
