import { describe, expect, it } from 'vitest'
import type { EntryMatch } from '@domain/events-api'
import { agendaEvent } from '@/testing/agenda-event-factory'
import type { FeedRow } from '../feed/feed-rows'
import { toMatchRows } from './match-rows'

/** Headings as they read, entries as 'id@day' ('–' for no day). */
const outline = (rows: FeedRow[]) =>
  rows.map((row) =>
    row.kind === 'event'
      ? `${row.event.id}@${row.day ?? '–'}`
      : row.kind === 'match'
        ? row.heading
        : row.day,
  )

const found = (field: EntryMatch['field']): EntryMatch => ({ field })

describe('toMatchRows', () => {
  const football = agendaEvent({ id: 'football', startTime: '2026-11-21T15:30:00+01:00' })
  const briefing = agendaEvent({ id: 'briefing', startTime: '2026-11-23T10:00:00+01:00' })
  const ressort = agendaEvent({ id: 'ressort', startTime: '2026-11-22T10:00:00+01:00' })
  const hall = agendaEvent({ id: 'hall', startTime: '2026-11-24T10:00:00+01:00' })
  const secondBriefing = agendaEvent({ id: 'briefing-2', startTime: '2026-11-21T09:00:00+01:00' })

  it('puts title matches first, then topic or ressort, place and description, each under its heading', () => {
    const rows = toMatchRows([football, hall, ressort, briefing], {
      football: { field: 'body', snippet: [{ text: 'Pressekonferenz', hit: true }] },
      hall: found('place'),
      ressort: found('topic'),
      briefing: found('title'),
    })
    expect(outline(rows)).toEqual([
      'Treffer im Titel',
      'briefing@–',
      'Treffer im Thema oder Ressort',
      'ressort@–',
      'Treffer am Ort',
      'hall@–',
      'Nur im Beschreibungstext',
      'football@–',
    ])
  })

  it('keeps the server order within a heading and leaves out headings without entries', () => {
    const rows = toMatchRows([briefing, football, secondBriefing], {
      briefing: found('title'),
      football: found('body'),
      'briefing-2': found('title'),
    })
    expect(outline(rows)).toEqual([
      'Treffer im Titel',
      'briefing@–',
      'briefing-2@–',
      'Nur im Beschreibungstext',
      'football@–',
    ])
  })

  it('lists an entry the answer names no match for after the others', () => {
    const rows = toMatchRows([football, briefing], { briefing: found('title') })
    expect(outline(rows)).toEqual([
      'Treffer im Titel',
      'briefing@–',
      'Weitere Treffer',
      'football@–',
    ])
  })

  it('gives each heading a key of its own, apart from the entries', () => {
    const keys = toMatchRows([football, briefing], {
      football: found('body'),
      briefing: found('title'),
    }).map((row) => row.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
