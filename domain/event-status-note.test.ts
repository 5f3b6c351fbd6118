import { describe, expect, it } from 'vitest'
import { formatCompactDay } from './berlin-time'
import { statusNote, statusPhrase } from './event-status-note'

const entry = (change: Partial<Parameters<typeof statusNote>[0]> = {}) => ({
  status: 'planned' as const,
  isWholeDay: false,
  previousStartTime: null,
  ...change,
})

describe('the marks of an entry’s life cycle', () => {
  it('writes a short day the German way, in Berlin', () => {
    expect(formatCompactDay('2026-12-07T09:00:00Z')).toBe('Mo 7.12.')
    // 23:30 UTC is already the next day in Berlin.
    expect(formatCompactDay('2026-12-06T23:30:00Z')).toBe('Mo 7.12.')
    expect(formatCompactDay('2027-01-15')).toBe('Fr 15.1.')
  })

  it('marks nothing on a planned entry', () => {
    expect(statusNote(entry())).toBeNull()
    expect(statusPhrase(entry())).toBeNull()
  })

  it('says „abgesagt“ alone for a cancelled entry', () => {
    expect(statusNote(entry({ status: 'cancelled' }))).toEqual({ label: 'abgesagt', detail: null })
    expect(statusPhrase(entry({ status: 'cancelled' }))).toBe('abgesagt')
  })

  it('names where a postponed entry stood before, in Berlin time', () => {
    const moved = entry({ status: 'postponed', previousStartTime: '2026-12-07T09:00:00.000Z' })
    expect(statusNote(moved)).toEqual({
      label: 'verschoben',
      detail: 'vorher: Mo 7.12., 10:00 Uhr',
    })
    expect(statusPhrase(moved)).toBe('verschoben, vorher: Mo 7.12., 10:00 Uhr')
    expect(
      statusPhrase({ ...moved, isWholeDay: true, previousStartTime: '2026-12-06T23:00:00Z' }),
    ).toBe('verschoben, vorher: Mo 7.12.')
  })

  it('says the new date is still open when a postponed entry has no previous time', () => {
    expect(statusPhrase(entry({ status: 'postponed' }))).toBe('verschoben – neuer Termin offen')
  })
})
