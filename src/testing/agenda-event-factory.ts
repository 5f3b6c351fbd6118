// Builds agenda events for tests: sensible defaults, overridden where a test cares.
import type { AgendaEvent } from '@domain/events-api'

let sequence = 0

const NINETY_MINUTES_MS = 90 * 60_000

export function agendaEvent(overrides: Partial<AgendaEvent> = {}): AgendaEvent {
  sequence += 1
  // A test that moves the start alone means the same 90 minutes, not a span to the default end.
  const startTime = overrides.startTime ?? '2026-11-21T09:30:00+01:00'
  const endTime = new Date(Date.parse(startTime) + NINETY_MINUTES_MS).toISOString()
  return {
    id: `event-${sequence}`,
    kind: 'event',
    title: `Pressekonferenz ${sequence}`,
    teaser: 'Die Ministerin stellt den Haushaltsentwurf vor.',
    startTime,
    endTime,
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
