import { describe, expect, it } from 'vitest'
import { holdEnd, isQuiet, nextClockTime } from './notification-times'

const at = (iso: string) => new Date(iso)

describe('nextClockTime', () => {
  it('finds the next Berlin time today or tomorrow', () => {
    expect(nextClockTime(['07:00', '15:00'], at('2026-11-24T10:00:00Z'))).toEqual(
      at('2026-11-24T14:00:00Z'),
    )
    expect(nextClockTime(['15:00', '07:00'], at('2026-11-24T14:00:00Z'))).toEqual(
      at('2026-11-25T06:00:00Z'),
    )
  })

  it('keeps the Berlin wall clock across the switches to and from summer time', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; 07:00 is 05:00 UTC from then on.
    expect(nextClockTime(['07:00'], at('2026-03-28T12:00:00Z'))).toEqual(at('2026-03-29T05:00:00Z'))
    // 25 October 2026: back to winter time, 07:00 is 06:00 UTC again.
    expect(nextClockTime(['07:00'], at('2026-10-24T12:00:00Z'))).toEqual(at('2026-10-25T06:00:00Z'))
  })
})

describe('quiet hours and pause', () => {
  const night = { from: '22:00', to: '07:00' }

  it('holds quiet hours across midnight, up to but not at their end', () => {
    expect(isQuiet(night, at('2026-11-24T22:30:00Z'))).toBe(true) // 23:30 Berlin
    expect(isQuiet(night, at('2026-11-25T05:59:00Z'))).toBe(true) // 06:59
    expect(isQuiet(night, at('2026-11-25T06:00:00Z'))).toBe(false) // 07:00
    expect(isQuiet({ from: '12:00', to: '13:00' }, at('2026-11-24T11:30:00Z'))).toBe(true)
    expect(isQuiet({ from: '12:00', to: '13:00' }, at('2026-11-24T13:30:00Z'))).toBe(false)
  })

  it('holds until the quiet hours end, the next morning', () => {
    const settings = { pausedUntil: null, quietHours: night }
    expect(holdEnd(settings, at('2026-11-24T22:30:00Z'))).toEqual(at('2026-11-25T06:00:00Z'))
    expect(holdEnd(settings, at('2026-11-25T10:00:00Z'))).toBeNull()
  })

  it('holds a pause that ends in quiet hours until they end too', () => {
    const settings = { pausedUntil: at('2026-11-24T23:00:00Z'), quietHours: night }
    expect(holdEnd(settings, at('2026-11-24T12:00:00Z'))).toEqual(at('2026-11-25T06:00:00Z'))
    const over = { pausedUntil: at('2026-11-24T11:00:00Z'), quietHours: null }
    expect(holdEnd(over, at('2026-11-24T12:00:00Z'))).toBeNull()
  })
})
