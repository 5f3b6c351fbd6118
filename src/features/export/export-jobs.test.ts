import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventSearchRequest } from '@domain/events-api'
import {
  eventCalendarJob,
  eventPdfJob,
  selectionCalendarJob,
  selectionPdfJob,
  viewPdfJob,
} from './export-jobs'

let sent: { url: string; method: string; body: unknown }[]

beforeEach(() => {
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body && JSON.parse(String(init.body)),
      })
      return Promise.resolve(new Response('BEGIN:VCALENDAR'))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const week: EventSearchRequest = {
  filterRules: [{ type: 'FILTER_RESSORT', values: ['politik'] }],
  from: '2026-11-23T00:00:00+01:00',
  to: '2026-11-30T00:00:00+01:00',
  sort: 'startTime',
  order: 'asc',
  cursor: 'abc',
  limit: 50,
}

describe('export jobs', () => {
  it('read one event as a calendar and as a PDF, named after its title', async () => {
    const event = { id: 'ev 1', title: 'Landtag: Sitzung' }
    const calendar = eventCalendarJob(event)
    const pdf = eventPdfJob(event)
    expect([calendar.fileName, pdf.fileName]).toEqual([
      'landtag-sitzung.ics',
      'landtag-sitzung.pdf',
    ])
    await calendar.read()
    await pdf.read()
    expect(sent).toEqual([
      { url: '/events/api/v1/events/ev%201/calendar.ics', method: 'GET', body: undefined },
      { url: '/events/api/v1/export/agenda.pdf', method: 'POST', body: { ids: ['ev 1'] } },
    ])
  })

  it('read the selected entries as one calendar and one PDF', async () => {
    await selectionCalendarJob(['a', 'b']).read()
    await selectionPdfJob(['a', 'b']).read()
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/events/api/v1/export/calendar.ics', { ids: ['a', 'b'] }],
      ['/events/api/v1/export/agenda.pdf', { ids: ['a', 'b'] }],
    ])
  })

  it('read the view on screen as a PDF: its view and search, without paging', async () => {
    const job = viewPdfJob({
      mode: 'preview',
      range: { from: '2026-11-23', to: '2026-11-29' },
      request: week,
    })
    expect(job.fileName).toBe('agenda-2026-11-23-bis-2026-11-29.pdf')
    await job.read()
    const { cursor, limit, ...search } = week
    expect(sent[0]?.body).toEqual({ view: 'week', search })
    await viewPdfJob({
      mode: 'monthly',
      range: { from: '2026-11-24', to: '2026-11-24' },
      request: week,
    }).read()
    expect(sent[1]?.body).toMatchObject({ view: 'month' })
  })
})
