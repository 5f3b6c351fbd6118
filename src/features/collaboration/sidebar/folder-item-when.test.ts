import { describe, expect, it } from 'vitest'
import { folderItemWhen } from './folder-item-when'

const at = (startTime: string, endTime: string, isWholeDay = false) =>
  folderItemWhen({ startTime, endTime, isWholeDay, location: {} })

describe('folderItemWhen', () => {
  it('gives day and times of an entry within one Berlin day', () => {
    expect(at('2026-11-24T09:00:00Z', '2026-11-24T11:30:00Z')).toBe('Di., 24.11., 10:00–12:30')
  })

  it('says ganztägig for a whole day, whose end is the next midnight', () => {
    expect(at('2026-11-23T23:00:00Z', '2026-11-24T23:00:00Z', true)).toBe('Di., 24.11., ganztägig')
  })

  it('spans the days of a longer entry', () => {
    expect(at('2026-11-23T23:00:00Z', '2026-11-27T23:00:00Z', true)).toBe(
      'Di., 24.11. – Fr., 27.11.',
    )
    expect(at('2026-11-24T17:00:00Z', '2026-11-25T10:00:00Z')).toBe(
      'Di., 24.11. – Mi., 25.11., ab 18:00',
    )
  })
})
