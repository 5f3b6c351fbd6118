import { beforeAll, describe, expect, it } from 'vitest'
import type { AgendaEventDetail, NewsItem } from '../../../domain/events-api'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import {
  anEvent,
  insertEvents,
  insertNewsItem,
} from '../../../tests/support/server/agenda-factories'
import { createTestUser } from '../../../tests/support/server/test-users'

describe.each(databaseModes())('event detail and news items on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let headers: Record<string, string>

  beforeAll(async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Redaktion')
    headers = { authorization: `Bearer ${ticket}` }
    await insertEvents(suite.database, [
      anEvent({
        id: 'landtag',
        title: 'Plenarsitzung im Landtag',
        description: 'Aktuelle Stunde zum Haushalt.',
        locationName: 'Thüringer Landtag',
        city: 'Erfurt',
        federalState: 'th',
        country: 'Deutschland',
        coverage: { text: 'Bericht ab 13 Uhr' },
        materialTypes: ['text'],
        embargoAt: new Date('2026-03-02T09:00:00Z'),
        copyright: 'Bilder: Landtag',
        notes: 'Akkreditierung erforderlich.',
        contacts: [{ name: 'Anna Becker', role: 'Pressestelle' }],
        links: [{ label: 'Tagesordnung', url: 'https://www.example.org/to' }],
      }),
    ])
    await insertNewsItem(suite.database, {
      id: 'n1',
      eventId: 'landtag',
      headline: 'Landtag beschließt Haushalt',
    })
    await insertNewsItem(suite.database, {
      id: 'n2',
      eventId: 'landtag',
      headline: 'Bilder aus dem Landtag',
      genre: 'photo',
      materialType: 'picture',
      publishedAt: new Date('2026-03-02T15:00:00Z'),
    })
  })

  it('answers an event with every detail field and its news items, newest first', async () => {
    const response = await suite.app.inject({ url: '/events/api/v1/events/landtag', headers })
    expect(response.statusCode).toBe(200)
    const event = response.json() as AgendaEventDetail
    expect(event).toMatchObject({
      id: 'landtag',
      description: 'Aktuelle Stunde zum Haushalt.',
      location: { name: 'Thüringer Landtag', city: 'Erfurt', federalState: 'th' },
      coverage: { text: 'Bericht ab 13 Uhr' },
      embargo: '2026-03-02T09:00:00.000Z',
      copyright: 'Bilder: Landtag',
      notes: 'Akkreditierung erforderlich.',
      contacts: [{ name: 'Anna Becker', role: 'Pressestelle' }],
      links: [{ label: 'Tagesordnung', url: 'https://www.example.org/to' }],
    })
    expect(event.newsItems.map((item) => item.id)).toEqual(['n2', 'n1'])
    expect(event.newsItems[0]).toEqual({
      id: 'n2',
      headline: 'Bilder aus dem Landtag',
      genre: 'photo',
      materialType: 'picture',
      publishedAt: '2026-03-02T15:00:00.000Z',
    })
  })

  it('answers a news item with its text and its event', async () => {
    const response = await suite.app.inject({ url: '/eventreports/api/v1/news/n1', headers })
    expect(response.statusCode).toBe(200)
    expect(response.json() as NewsItem).toEqual({
      id: 'n1',
      headline: 'Landtag beschließt Haushalt',
      genre: 'news',
      materialType: 'text',
      publishedAt: '2026-03-02T12:00:00.000Z',
      body: 'Text der Meldung.',
      event: { id: 'landtag', title: 'Plenarsitzung im Landtag' },
    })
  })

  it('publishes an OpenAPI document of the search, day-summary, detail, news, picture, PDF and submission routes', async () => {
    const response = await suite.app.inject({ url: '/events/api/v1/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths).sort()).toEqual([
      '/eventreports/api/v1/news/{newsItemId}',
      '/eventreports/api/v1/news/{newsItemId}/pictures/{index}',
      '/events/api/v1/calendar-feeds',
      '/events/api/v1/calendar-feeds/{id}',
      '/events/api/v1/calendar-feeds/{id}/rotate',
      '/events/api/v1/data-version',
      '/events/api/v1/events/day-summary',
      '/events/api/v1/events/search',
      '/events/api/v1/events/{eventID}',
      '/events/api/v1/events/{eventID}/calendar.ics',
      '/events/api/v1/export/agenda.pdf',
      '/events/api/v1/export/calendar.ics',
      '/events/api/v1/planning/events',
      '/events/api/v1/planning/events/{id}',
      '/events/api/v1/planning/events/{id}/status',
      '/events/api/v1/planning/submissions',
      '/events/api/v1/planning/submissions/{id}',
      '/events/api/v1/planning/submissions/{id}/decision',
      '/events/api/v1/submissions',
      '/events/api/v1/submissions/duplicates',
      '/events/api/v1/submissions/images',
      '/events/api/v1/submissions/images/{id}',
      '/events/api/v1/submissions/mine',
      '/events/api/v1/submissions/{id}',
    ])
  })
})
