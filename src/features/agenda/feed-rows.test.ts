import { describe, expect, it } from 'vitest'
import { groupByDay, toFeedRows } from './feed-rows'
import { agendaEvent } from './testing/agenda-event-factory'

describe('feed rows', () => {
  it('puts a day heading before the first entry of each Berlin day', () => {
    const morning = agendaEvent({ startTime: '2026-11-21T08:00:00+01:00' })
    const lateNight = agendaEvent({ startTime: '2026-11-21T23:30:00Z' })
    const rows = toFeedRows([morning, lateNight], 'startTime', '2026-11-21')
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.event.id))).toEqual([
      '2026-11-21',
      morning.id,
      '2026-11-22',
      lateNight.id,
    ])
  })

  it('lists a running topic that began earlier under the first day of the range', () => {
    const running = agendaEvent({ startTime: '2026-11-01T00:00:00+01:00', isWholeDay: true })
    expect(groupByDay([running], '2026-11-21').get('2026-11-21')).toEqual([running])
  })

  it('groups by the day an entry came in when sorted by Eingang', () => {
    const event = agendaEvent({ dateUpdated: '2026-11-19T10:00:00+01:00' })
    expect(toFeedRows([event], 'dateUpdated', '2026-11-21')[0]).toMatchObject({ day: '2026-11-19' })
  })
})
