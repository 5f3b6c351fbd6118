import { describe, expect, it } from 'vitest'
import type { AgendaEvent } from '../../../domain/events-api'
import { daysOfSelection, daysOfView, viewRowCount } from './agenda-pdf-days'

const entry = (title: string, startTime: string, endTime: string, isWholeDay = false) =>
  ({ id: title, title, startTime, endTime, isWholeDay }) as AgendaEvent

// Summer time ends on Sunday, 25 October 2026.
const morning = entry('Morgen', '2026-10-23T07:30:00Z', '2026-10-23T09:00:00Z')
const fair = entry('Messe', '2026-10-24T08:00:00Z', '2026-10-26T15:00:00Z')
const afterSwitch = entry('Danach', '2026-10-26T09:00:00Z', '2026-10-26T10:30:00Z')
const WEEK = { from: '2026-10-22', to: '2026-10-28' }

const shape = (days: ReturnType<typeof daysOfView>) =>
  days.map(({ day, rows }) => [day, rows.map((row) => `${row.time} ${row.event.title}`)])

describe('the days of an agenda PDF', () => {
  it('lists a view’s entry on each of its days, in Berlin time', () => {
    const days = daysOfView([morning, fair, afterSwitch], WEEK, false)
    expect(shape(days)).toEqual([
      ['2026-10-23', ['09:30–11:00 Morgen']],
      ['2026-10-24', ['ab 10:00 Messe']],
      ['2026-10-25', ['ganztägig Messe']],
      ['2026-10-26', ['bis 16:00 Messe', '10:00–11:30 Danach']],
    ])
    expect(days[2]?.rows[0]?.note).toBe('Tag 2 von 3')
  })

  it('keeps every day of the window when asked, empty ones too', () => {
    const days = daysOfView([fair], WEEK, true)
    expect(days.map(({ day, rows }) => `${day}:${rows.length}`)).toEqual([
      '2026-10-22:0',
      '2026-10-23:0',
      '2026-10-24:1',
      '2026-10-25:1',
      '2026-10-26:1',
      '2026-10-27:0',
      '2026-10-28:0',
    ])
  })

  it('counts the rows of a view without listing them, only inside the window', () => {
    expect(viewRowCount([morning, fair, afterSwitch], WEEK)).toBe(5)
    expect(viewRowCount([fair], { from: '2026-10-25', to: '2026-10-25' })).toBe(1)
    const decades = entry('Dauerthema', '2030-01-01T00:00:00Z', '2045-01-01T00:00:00Z', true)
    expect(viewRowCount([decades], { from: '2030-01-01', to: '2030-12-31' })).toBe(365)
  })

  it('lists a selection’s entry once, on its first day, saying when it ends', () => {
    const days = daysOfSelection([fair, morning])
    expect(shape(days)).toEqual([
      ['2026-10-23', ['09:30–11:00 Morgen']],
      ['2026-10-24', ['ab 10:00 Messe']],
    ])
    expect(days[1]?.rows[0]?.note).toBe('bis Mo., 26.10.')
    expect(days[0]?.rows[0]?.note).toBeNull()
  })
})
