import { describe, expect, it } from 'vitest'
import { berlinDateTimeInput, PAUSE_CHOICES } from './pause-choices'

describe('pause choices', () => {
  it('pauses until 8 o’clock tomorrow in Berlin, also across the switch to winter time', () => {
    const tomorrow = PAUSE_CHOICES.find((choice) => choice.label === 'Bis morgen 8 Uhr')
    expect(tomorrow?.until(new Date('2026-10-24T20:00:00Z'))).toEqual(
      new Date('2026-10-25T07:00:00Z'),
    )
    expect(tomorrow?.until(new Date('2026-11-24T22:30:00Z'))).toEqual(
      new Date('2026-11-25T07:00:00Z'),
    )
  })

  it('reads a date-time field as Berlin time and refuses anything else', () => {
    expect(berlinDateTimeInput('2026-07-01T18:30')).toEqual(new Date('2026-07-01T16:30:00Z'))
    expect(berlinDateTimeInput('')).toBeNull()
  })
})
