import { describe, expect, it } from 'vitest'
import type { EventSubmission } from './event-submission'
import { submissionEvent, submissionTeaser } from './submission-event'

const hybrid: EventSubmission = {
  attendanceMode: 'MixedEventAttendanceMode',
  title: '  Jahrespressekonferenz der Stadtwerke ',
  description: 'Bilanz 2026 und Ausblick.\nMit Fragen der Presse.',
  when: {
    startDay: '2026-12-03',
    endDay: '2026-12-03',
    isWholeDay: false,
    startTime: '10:00',
    endTime: '11:30',
  },
  place: {
    venue: 'Rathaus',
    street: 'Marktplatz 1',
    postalCode: '04109',
    city: 'Leipzig',
    federalState: 'sn',
    mapLink: 'https://karte.example.org/rathaus',
  },
  accessLink: 'https://stream.example.org/pk',
  organiser: 'Stadtwerke Leipzig',
  publicContact: { email: 'presse@example.org' },
  deskContact: { name: 'Jana Krüger', email: 'jk@example.org', phone: '+49 341 123-45' },
  ressort: 'wirtschaft',
  regionalService: 'san',
  links: [{ url: 'https://example.org/einladung' }],
}

const now = new Date('2026-11-24T12:00:00Z')

describe('submissionEvent', () => {
  it('maps a hybrid submission to the event the agenda shows, in Berlin time', () => {
    const event = submissionEvent(hybrid, { id: 'vorschau', now })
    expect(event).toMatchObject({
      id: 'vorschau',
      kind: 'event',
      title: 'Jahrespressekonferenz der Stadtwerke',
      teaser: 'Bilanz 2026 und Ausblick. Mit Fragen der Presse.',
      startTime: '2026-12-03T09:00:00.000Z',
      endTime: '2026-12-03T10:30:00.000Z',
      isWholeDay: false,
      status: 'planned',
      isTop: false,
      ressorts: ['wirtschaft'],
      regionalServices: ['san'],
      location: {
        name: 'Rathaus',
        street: 'Marktplatz 1',
        city: 'Leipzig',
        federalState: 'sn',
        country: 'Deutschland',
      },
      dateCreated: now.toISOString(),
      newsItems: [],
    })
    // The public contact stands under the organiser; the desk's contact is not shown.
    expect(event?.contacts).toEqual([
      { name: 'Stadtwerke Leipzig', role: 'Stadtwerke Leipzig', email: 'presse@example.org' },
    ])
    expect(event?.links).toEqual([
      { label: 'Zugangslink', url: 'https://stream.example.org/pk' },
      { label: 'Karte', url: 'https://karte.example.org/rathaus' },
      { label: 'https://example.org/einladung', url: 'https://example.org/einladung' },
    ])
  })

  it('gives an online submission of whole days no place, ending at the midnight after', () => {
    const { place: _place, ...online } = hybrid
    const event = submissionEvent(
      {
        ...online,
        attendanceMode: 'OnlineEventAttendanceMode',
        publicContact: undefined,
        when: { startDay: '2026-07-01', endDay: '2026-07-02', isWholeDay: true },
      },
      { id: 'vorschau', now },
    )
    expect(event?.location).toMatchObject({ name: null, city: null, country: null })
    expect(event?.startTime).toBe('2026-06-30T22:00:00.000Z')
    expect(event?.endTime).toBe('2026-07-02T22:00:00.000Z')
    expect(event?.contacts).toEqual([])
  })

  it('has no event for a day that does not exist', () => {
    const when = { ...hybrid.when, startDay: '2026-02-30' }
    expect(submissionEvent({ ...hybrid, when }, { id: 'vorschau', now })).toBeNull()
  })

  it('cuts a long description at a word for the teaser', () => {
    const teaser = submissionTeaser(`${'Wort '.repeat(60)}Ende`)
    expect(teaser.length).toBeLessThanOrEqual(202)
    expect(teaser.endsWith('Wort …')).toBe(true)
  })
})
