import { describe, expect, it } from 'vitest'
import { isoTime } from './event-rows'

describe('isoTime', () => {
  it('keeps a time already in the wire form', () => {
    expect(isoTime('2026-12-01T09:00:00.123Z')).toBe('2026-12-01T09:00:00.123Z')
  })

  it('turns PostgreSQL’s JSON form and driver dates into the wire form', () => {
    expect(isoTime('2026-12-01T10:00:00.123456+01:00')).toBe('2026-12-01T09:00:00.123Z')
    expect(isoTime('2026-12-01T09:00:00+00:00')).toBe('2026-12-01T09:00:00.000Z')
    expect(isoTime(new Date(Date.UTC(2026, 11, 1, 9)))).toBe('2026-12-01T09:00:00.000Z')
  })
})
