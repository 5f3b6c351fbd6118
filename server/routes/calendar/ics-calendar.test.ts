import { describe, expect, it } from 'vitest'
import type ICAL from 'ical.js'
import { eventOf, instantOf, parseCalendar } from '../../../tests/support/server/ics-reader'
import { writeCalendar } from './ics-calendar'
import { IcsEntryCache } from './ics-entry-cache'
import type { IcsEventRow } from './ics-event-rows'

const PUBLIC_URL = 'https://agenda.example'

let sequence = 0
function aRow(overrides: Partial<IcsEventRow> = {}): IcsEventRow {
  sequence += 1
  return {
    id: `e${sequence}`,
    kind: 'event',
    title: `Termin ${sequence}`,
    teaser: '',
    description: '',
    starts_at: '2026-03-02T09:00:00.000Z',
    ends_at: '2026-03-02T10:00:00.000Z',
    is_whole_day: false,
    location_name: null,
    street: null,
    city: null,
    area: null,
    locality: null,
    federal_state: null,
    country: null,
    ressorts: [],
    status: 'planned',
    embargo_at: null,
    created_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-02-01T08:30:00.000Z',
    revision: 0,
    ...overrides,
  }
}

const write = (rows: IcsEventRow[]) =>
  parseCalendar(writeCalendar(rows, { name: 'Agenda: Landtag', publicUrl: PUBLIC_URL }))
const value = (event: ICAL.Component, name: string) => event.getFirstPropertyValue(name)
const param = (event: ICAL.Component, name: string, parameter: string) =>
  event.getFirstProperty(name)?.getParameter(parameter)

describe('the ICS writer', () => {
  it('writes a Berlin VTIMEZONE with summer and winter time and converts on both sides of the change', () => {
    const before = aRow({
      id: 'samstag',
      starts_at: '2026-10-24T08:00:00Z',
      ends_at: '2026-10-24T09:30:00Z',
    })
    const after = aRow({
      id: 'montag',
      starts_at: '2026-10-26T09:00:00Z',
      ends_at: '2026-10-26T10:30:00Z',
    })
    const parsed = write([before, after])
    const [zone] = parsed.calendar.getAllSubcomponents('vtimezone')
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin')
    expect(zone?.getAllSubcomponents('daylight')).toHaveLength(1)
    expect(zone?.getAllSubcomponents('standard')).toHaveLength(1)

    const saturday = eventOf(parsed, 'samstag@agenda.example')
    const monday = eventOf(parsed, 'montag@agenda.example')
    for (const event of [saturday, monday]) {
      expect(param(event, 'dtstart', 'tzid')).toBe('Europe/Berlin')
      expect(param(event, 'dtend', 'tzid')).toBe('Europe/Berlin')
    }
    // Both start at 10:00 on the Berlin clock: 08:00 UTC in summer time, 09:00 UTC in winter time.
    expect(String(value(saturday, 'dtstart'))).toBe('2026-10-24T10:00:00')
    expect(String(value(monday, 'dtstart'))).toBe('2026-10-26T10:00:00')
    expect(instantOf(saturday, 'dtstart')).toBe('2026-10-24T08:00:00.000Z')
    expect(instantOf(saturday, 'dtend')).toBe('2026-10-24T09:30:00.000Z')
    expect(instantOf(monday, 'dtstart')).toBe('2026-10-26T09:00:00.000Z')
    expect(instantOf(monday, 'dtend')).toBe('2026-10-26T10:30:00.000Z')
  })

  it('keeps the UID, takes SEQUENCE from the revision and stamps the last change in UTC', () => {
    const row = aRow({ id: 'landtag', revision: 3, updated_at: '2026-02-10T07:15:00Z' })
    const first = eventOf(write([row]), 'landtag@agenda.example')
    const again = eventOf(write([aRow(), row]), 'landtag@agenda.example')
    expect(value(first, 'uid')).toBe(value(again, 'uid'))
    expect(value(first, 'sequence')).toBe(3)
    for (const property of ['dtstamp', 'last-modified']) {
      const time = value(first, property) as ICAL.Time
      expect(time.zone?.tzid).toBe('UTC')
      expect(time.toJSDate().toISOString()).toBe('2026-02-10T07:15:00.000Z')
    }
    expect(instantOf(first, 'created')).toBe('2026-01-01T08:00:00.000Z')
  })

  it('keeps a cancelled entry with STATUS:CANCELLED and says so in the summary', () => {
    const event = eventOf(
      write([aRow({ id: 'abgesagt', title: 'Pressekonferenz', status: 'cancelled' })]),
      'abgesagt@agenda.example',
    )
    expect(value(event, 'status')).toBe('CANCELLED')
    expect(value(event, 'summary')).toBe('Abgesagt: Pressekonferenz')
  })

  it('writes a whole-day entry and a multi-day topic as dates with an exclusive end', () => {
    const parsed = write([
      aRow({
        id: 'tag',
        is_whole_day: true,
        starts_at: '2026-10-24T22:00:00Z',
        ends_at: '2026-10-25T23:00:00Z',
      }),
      aRow({
        id: 'thema',
        kind: 'topic',
        starts_at: '2026-11-23T07:00:00Z',
        ends_at: '2026-11-26T16:00:00Z',
      }),
    ])
    const day = eventOf(parsed, 'tag@agenda.example')
    const topic = eventOf(parsed, 'thema@agenda.example')
    for (const event of [day, topic]) {
      // ical.js reads VALUE=DATE into the property's type.
      expect(event.getFirstProperty('dtstart')?.type).toBe('date')
      expect(event.getFirstProperty('dtend')?.type).toBe('date')
      expect((value(event, 'dtstart') as ICAL.Time).isDate).toBe(true)
      expect((value(event, 'dtend') as ICAL.Time).isDate).toBe(true)
    }
    expect(String(value(day, 'dtstart'))).toBe('2026-10-25')
    expect(String(value(day, 'dtend'))).toBe('2026-10-26')
    expect(String(value(topic, 'dtstart'))).toBe('2026-11-23')
    expect(String(value(topic, 'dtend'))).toBe('2026-11-27')
  })

  it('keeps the times of an evening that runs past midnight', () => {
    const event = eventOf(
      write([
        aRow({
          id: 'wahlabend',
          starts_at: '2026-09-27T16:00:00Z',
          ends_at: '2026-09-27T23:30:00Z',
        }),
      ]),
      'wahlabend@agenda.example',
    )
    expect(event.getFirstProperty('dtstart')?.type).toBe('date-time')
    expect(String(value(event, 'dtstart'))).toBe('2026-09-27T18:00:00')
    expect(String(value(event, 'dtend'))).toBe('2026-09-28T01:30:00')
  })

  it('links the entry in the app and describes embargo, ressorts and place', () => {
    const event = eventOf(
      write([
        aRow({
          id: 'haushalt',
          teaser: 'Zweite Lesung des Haushalts.',
          description: 'Aktuelle Stunde.',
          location_name: 'Thüringer Landtag',
          street: 'Jürgen-Fuchs-Straße 1',
          city: 'Erfurt',
          federal_state: 'th',
          country: 'Deutschland',
          ressorts: ['politik', 'wirtschaft'],
          embargo_at: '2026-10-26T11:00:00Z',
        }),
      ]),
      'haushalt@agenda.example',
    )
    const url = 'https://agenda.example/app/events/standard/detail/haushalt'
    expect(value(event, 'url')).toBe(url)
    expect(value(event, 'location')).toBe(
      'Thüringer Landtag, Jürgen-Fuchs-Straße 1, Erfurt, Thüringen',
    )
    expect(value(event, 'description')).toBe(
      [
        'Zweite Lesung des Haushalts.',
        'Aktuelle Stunde.',
        [
          'Sperrfrist: Montag, 26. Oktober 2026 um 12:00 Uhr MEZ',
          'Ressorts: Politik, Wirtschaft',
          'Ort: Thüringer Landtag, Jürgen-Fuchs-Straße 1, Erfurt, Thüringen',
          `In der Agenda: ${url}`,
        ].join('\n'),
      ].join('\n\n'),
    )
  })

  it('names the calendar and asks clients to refresh it hourly', () => {
    const { calendar } = write([aRow()])
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda: Landtag')
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H')
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin')
  })

  it('writes the same text from its entry cache, and a new revision anew', () => {
    const cache = new IcsEntryCache()
    const options = { name: 'Agenda', publicUrl: PUBLIC_URL, cache }
    const row = aRow({ id: 'cached', revision: 1 })
    const fresh = writeCalendar([row], { name: 'Agenda', publicUrl: PUBLIC_URL })
    expect(writeCalendar([row], options)).toBe(fresh)
    expect(writeCalendar([row], options)).toBe(fresh)
    const changed = writeCalendar([{ ...row, title: 'Neu', revision: 2 }], options)
    const event = eventOf(parseCalendar(changed), 'cached@agenda.example')
    expect(value(event, 'summary')).toBe('Neu')
    expect(value(event, 'sequence')).toBe(2)
  })
})
