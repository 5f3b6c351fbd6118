import { describe, expect, it } from 'vitest'
import type { EventLocation } from './events-api'
import { previewUrl, toFolderListItem, type FolderListSource } from './folder-list-item'

function location(fields: Partial<EventLocation> = {}): EventLocation {
  return {
    name: null,
    street: null,
    city: null,
    area: null,
    locality: null,
    federalState: null,
    country: null,
    latitude: null,
    longitude: null,
    ...fields,
  }
}

function agendaEntry(fields: Partial<FolderListSource> = {}): FolderListSource {
  return {
    id: 'ev-1',
    kind: 'event',
    title: 'Pressekonferenz zum Haushalt',
    startTime: '2026-11-23T10:00:00+01:00',
    endTime: '2026-11-23T11:00:00+01:00',
    isWholeDay: false,
    embargo: null,
    location: location({ city: 'Berlin', country: 'Deutschland' }),
    ...fields,
  }
}

describe('toFolderListItem', () => {
  it('keeps an event with its eventMetadata and a preview link on the given host', () => {
    expect(toFolderListItem(agendaEntry(), 'agenda.example.org')).toEqual({
      id: 'ev-1',
      type: 'event',
      title: 'Pressekonferenz zum Haushalt',
      previewUrl: 'https://agenda.example.org/events/api/v1/ev-1',
      eventMetadata: {
        startTime: '2026-11-23T10:00:00+01:00',
        endTime: '2026-11-23T11:00:00+01:00',
        location: { region: 'Berlin', country: null },
        isWholeDay: false,
        embargo: null,
      },
    })
  })

  it('keeps the Sperrfrist, so the folder can say it while it holds', () => {
    const embargo = '2026-11-23T08:00:00.000Z'
    expect(toFolderListItem(agendaEntry({ embargo }), 'h.example')).toMatchObject({
      eventMetadata: { embargo },
    })
  })

  it('keeps a topic with topicMetadata instead', () => {
    const item = toFolderListItem(agendaEntry({ kind: 'topic', isWholeDay: true }), 'h.example')
    expect(item).not.toHaveProperty('eventMetadata')
    expect(item).toMatchObject({ type: 'topic', topicMetadata: { isWholeDay: true } })
  })

  it('keeps the place as region and country, by the place rule of the agenda', () => {
    const abroad = location({ name: 'Louvre', city: ' ', area: 'Paris ', country: 'Frankreich' })
    expect(toFolderListItem(agendaEntry({ location: abroad }), 'h.example')).toMatchObject({
      eventMetadata: { location: { region: 'Paris', country: 'Frankreich' } },
    })
  })

  it('gives anniversaries and action days eventMetadata', () => {
    for (const kind of ['anniversary', 'actionday'] as const) {
      expect(toFolderListItem(agendaEntry({ kind }), 'h.example')).toHaveProperty('eventMetadata')
    }
  })
})

describe('previewUrl', () => {
  it('accepts an origin with scheme and encodes the id', () => {
    expect(previewUrl('http://localhost:8080/', 'a b')).toBe(
      'http://localhost:8080/events/api/v1/a%20b',
    )
  })
})
