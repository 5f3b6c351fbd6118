// Builds agenda events for tests: sensible defaults, overridden where a test cares.
import type { AgendaEvent, AgendaEventDetail } from '@domain/events-api'

let sequence = 0

export function agendaEvent(overrides: Partial<AgendaEvent> = {}): AgendaEvent {
  sequence += 1
  return {
    id: `event-${sequence}`,
    kind: 'event',
    title: `Pressekonferenz ${sequence}`,
    teaser: 'Die Ministerin stellt den Haushaltsentwurf vor.',
    startTime: '2026-11-21T09:30:00+01:00',
    endTime: '2026-11-21T11:00:00+01:00',
    isWholeDay: false,
    location: {
      name: 'Bundespressekonferenz',
      street: 'Schiffbauerdamm 40',
      city: 'Berlin',
      area: null,
      locality: null,
      federalState: 'BE',
      country: 'Deutschland',
      latitude: null,
      longitude: null,
    },
    ressorts: ['politik'],
    regionalServices: [],
    materialTypes: ['text', 'picture'],
    isTop: false,
    genre: null,
    status: 'planned',
    embargo: null,
    dateUpdated: '2026-11-20T15:00:00+01:00',
    image: null,
    ...overrides,
  }
}

export function agendaEventDetail(overrides: Partial<AgendaEventDetail> = {}): AgendaEventDetail {
  return {
    ...agendaEvent(),
    description: 'Vorstellung des Entwurfs mit anschließender Fragerunde.',
    coverage: { text: 'Bericht und Zusammenfassung', picture: 'Fotos vor Ort' },
    copyright: 'dpa',
    notes: 'Akkreditierung bis Freitag.',
    contacts: [{ name: 'Pressestelle', email: 'presse@example.org' }],
    links: [{ label: 'Einladung', url: 'https://example.org/einladung' }],
    dateCreated: '2026-11-01T10:00:00+01:00',
    newsItems: [],
    ...overrides,
  }
}
