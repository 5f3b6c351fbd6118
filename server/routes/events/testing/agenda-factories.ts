// Small factories for the events API tests: an entry with sensible defaults, a news item, and a
// signed-in user's ticket.
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../../db/database'
import { events, newsItems, users, type User } from '../../../db/schema/index'

export type EventInsert = typeof events.$inferInsert

let sequence = 0

/** An entry on Monday 2 March 2026, 10:00–11:00 Berlin time, unless told otherwise. */
export function anEvent(overrides: Partial<EventInsert> = {}): EventInsert {
  sequence += 1
  return {
    id: `test-${String(sequence).padStart(4, '0')}`,
    kind: 'event',
    title: `Termin ${sequence}`,
    teaser: '',
    description: '',
    startsAt: new Date('2026-03-02T09:00:00Z'),
    endsAt: new Date('2026-03-02T10:00:00Z'),
    ressorts: [],
    regionalServices: [],
    materialTypes: [],
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)),
    ...overrides,
  }
}

export async function insertEvents(database: DatabaseHandle, rows: EventInsert[]): Promise<void> {
  await database.db.insert(events).values(rows)
}

export async function insertNewsItem(
  database: DatabaseHandle,
  overrides: Partial<typeof newsItems.$inferInsert> & { id: string; eventId: string },
): Promise<void> {
  await database.db.insert(newsItems).values({
    headline: 'Meldung',
    genre: 'news',
    materialType: 'text',
    publishedAt: new Date('2026-03-02T12:00:00Z'),
    body: 'Text der Meldung.',
    ...overrides,
  })
}

export async function signedInTicket(app: FastifyInstance, database: DatabaseHandle) {
  sequence += 1
  const [user] = await database.db
    .insert(users)
    .values({
      id: `user-${sequence}`,
      subject: `user-${sequence}`,
      email: `redaktion-${sequence}@agenda.test`,
      name: 'Redaktion',
      termsAccepted: true,
    })
    .returning()
  return app.tickets.issue(user as User)
}
