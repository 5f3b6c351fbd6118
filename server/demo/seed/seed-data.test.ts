import { Type } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { ACTION_DAYS, HISTORICAL_EVENTS } from './calendar-facts'
import { STATE_PLACES } from './places'
import { loadSeedData } from './seed-data'

describe('seed data files', () => {
  it('hold every federal state once, with venues, action days and anniversaries', () => {
    expect(new Set(STATE_PLACES.map((places) => places.state)).size).toBe(16)
    expect(ACTION_DAYS.length).toBeGreaterThan(20)
    expect(HISTORICAL_EVENTS.length).toBeGreaterThan(20)
  })

  it('stop with the file and the field when a file does not fit its schema', () => {
    const wrongShape = Type.Array(Type.Object({ cities: Type.Number() }))
    expect(() => loadSeedData('places.json', wrongShape)).toThrow(
      /^Seed data places\.json: \/0\/cities/,
    )
  })
})
