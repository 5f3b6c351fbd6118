import { beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import {
  EventSearchResponseSchema,
  type EventSearchRequest,
  type EventSearchResponse,
} from '../../../domain/events-api'
import type { EventImage } from '../../db/schema/events'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { searchAnswerOf } from '../../../tests/support/server/search-request'

const FROM = '2026-05-04T00:00:00Z'
const TO = '2026-05-05T00:00:00Z'
const at = (hour: number) => new Date(`2026-05-04T${String(hour).padStart(2, '0')}:30:00Z`)

/** An app whose one route answers its body through the search answer's schema serializer. */
async function schemaSerializer() {
  const echo = Fastify()
  echo.post('/', { schema: { response: { 200: EventSearchResponseSchema } } }, (request) =>
    Promise.resolve(request.body),
  )
  await echo.ready()
  return async (answer: unknown) =>
    (await echo.inject({ method: 'POST', url: '/', payload: answer as object })).body
}

// The search writes its entries' JSON in PostgreSQL and passes it on (search-events.ts): the
// answer must be byte for byte what the response schema's serializer writes for the same entries.
describe.each(databaseModes())('the search answer as the schema writes it on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string
  let serialize: (answer: unknown) => Promise<string>

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
    serialize = await schemaSerializer()
    const picture = {
      caption: 'Blick „aufs“ Ufer',
      extra: 1,
      url: 'https://x.test/a.jpg',
      kind: 'archive',
    }
    await insertEvents(suite.database, [
      anEvent({
        title: 'Zitat "laut" \\ Rückstrich\tTab\nZeile\u0001 und 🎉',
        teaser: 'Straße – €',
        startsAt: at(8),
        endsAt: at(9),
        embargoAt: at(7),
        genre: null,
        city: 'Köln',
        latitude: 50.93758,
        longitude: 6.960279,
        ressorts: ['politik', 'wirtschaft'],
        materialTypes: ['text'],
        isTop: true,
        image: picture as unknown as EventImage,
      }),
      anEvent({
        title: 'Am Nullmeridian',
        startsAt: at(10),
        endsAt: at(11),
        latitude: 0,
        longitude: 0,
      }),
      anEvent({ title: 'ohne Ort', startsAt: at(12), endsAt: at(12) }),
    ])
  })

  async function expectAsSerialized(body: Partial<EventSearchRequest>) {
    const text = await searchAnswerOf(suite.app, ticket, { from: FROM, to: TO, ...body })
    expect(text).toBe(await serialize(JSON.parse(text)))
    return JSON.parse(text) as EventSearchResponse
  }

  it('writes escapes, nulls, coordinates and the picture as the schema serializer does', async () => {
    const answer = await expectAsSerialized({})
    expect(answer.items.map((item) => item.title)).toEqual([
      'Zitat "laut" \\ Rückstrich\tTab\nZeile\u0001 und 🎉',
      'Am Nullmeridian',
      'ohne Ort',
    ])
    expect(answer.items[0]).toMatchObject({
      startTime: '2026-05-04T08:30:00.000Z',
      embargo: '2026-05-04T07:30:00.000Z',
      genre: null,
      location: { city: 'Köln', latitude: 50.93758, longitude: 6.960279, street: null },
      image: { kind: 'archive', url: 'https://x.test/a.jpg', caption: 'Blick „aufs“ Ufer' },
    })
    expect(answer.items[2]).toMatchObject({ embargo: null, image: null })
  })

  it('writes the page, its cursor, the top rule and a descending sort as before', async () => {
    const first = await expectAsSerialized({ limit: 2, sort: 'dateUpdated', order: 'desc' })
    expect(first.items).toHaveLength(2)
    expect(first.nextCursor).not.toBeNull()
    const second = await expectAsSerialized({
      limit: 2,
      sort: 'dateUpdated',
      order: 'desc',
      cursor: first.nextCursor ?? '',
    })
    expect(second.items).toHaveLength(1)
    expect(second.nextCursor).toBeNull()
    const top = await expectAsSerialized({
      filterRules: [{ type: 'FILTER_IS_TOP', values: ['true'] }],
    })
    expect(top.withoutTop?.total).toBe(3)
    await expectAsSerialized({ from: '2027-01-01T00:00:00Z', to: '2027-01-02T00:00:00Z' })
  })

  it('writes coordinates JavaScript prints otherwise (1e-05, -0) as the serializer does', async () => {
    await insertEvents(suite.database, [
      anEvent({ id: 'guinea', startsAt: at(14), endsAt: at(14), latitude: 0.00001 }),
      anEvent({ id: 'greenwich', startsAt: at(16), endsAt: at(16), latitude: 51.4769 }),
    ])
    // The driver sends a JavaScript -0 as 0.
    await suite.database.query("UPDATE events SET longitude = '-0' WHERE id = 'greenwich'")
    const hour = (start: number) => ({
      from: at(start).toISOString(),
      to: at(start + 1).toISOString(),
    })
    const guinea = await expectAsSerialized(hour(14))
    expect(guinea.items[0]?.location.latitude).toBe(0.00001)
    const greenwich = await expectAsSerialized(hour(16))
    expect(greenwich.items[0]?.location).toMatchObject({ latitude: 51.4769, longitude: 0 })
  })
})
