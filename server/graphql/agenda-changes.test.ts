// The live agenda over the collaboration socket: a subscriber first hears the version it may read
// from, then every change to events as it is committed, each entry once with its latest kind; a
// subscriber coming back with the version it last saw catches up with what changed meanwhile.
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { events } from '../db/schema/index'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import {
  listen,
  openSocket,
  subscribe,
  type TestSocket,
} from '../../tests/support/server/socket-client'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

const AGENDA_CHANGED = `subscription($since: Int) {
  agendaChanged(since: $since) { version truncated changes { eventId kind } }
}`
interface AgendaChanged {
  agendaChanged: {
    version: number
    truncated: boolean
    changes: { eventId: string; kind: string }[]
  }
}

describe.each(databaseModes())('live agenda subscription (%s)', (mode) => {
  const testApp = setUpTestApp(mode)
  const sockets: TestSocket[] = []
  let url = ''
  let rita: TestUser
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()))
  })
  const watch = (since?: number) => {
    const socket = openSocket(url, rita.ticket)
    sockets.push(socket)
    return subscribe<AgendaChanged>(socket, AGENDA_CHANGED, since === undefined ? {} : { since })
  }

  it('sets up a listening app and a reader', async () => {
    url = await listen(testApp.app)
    rita = await createTestUser(testApp.app, testApp.database, 'Rita')
  })

  let seen = 0
  it('tells a subscriber the current version, then each change as it is committed', async () => {
    const changes = watch()
    const first = (await changes.next()).agendaChanged
    expect(first.changes).toEqual([])
    await insertEvents(testApp.database, [anEvent({ id: 'live-a' }), anEvent({ id: 'live-b' })])
    const created = (await changes.next()).agendaChanged
    expect(created.version).toBeGreaterThan(first.version)
    expect(created.changes).toEqual([
      { eventId: 'live-a', kind: 'CREATED' },
      { eventId: 'live-b', kind: 'CREATED' },
    ])
    await testApp.database.db
      .update(events)
      .set({ status: 'cancelled' })
      .where(eq(events.id, 'live-b'))
    const cancelled = (await changes.next()).agendaChanged
    expect(cancelled.changes).toEqual([{ eventId: 'live-b', kind: 'CANCELLED' }])
    seen = cancelled.version
    changes.stop()
  })

  it('catches a returning subscriber up from the version it last saw, each entry once', async () => {
    await testApp.database.db.update(events).set({ title: 'Neu' }).where(eq(events.id, 'live-a'))
    await insertEvents(testApp.database, [anEvent({ id: 'live-c' })])
    await testApp.database.db.update(events).set({ title: 'Neuer' }).where(eq(events.id, 'live-c'))
    await testApp.database.db.delete(events).where(eq(events.id, 'live-b'))
    const changes = watch(seen)
    const caughtUp = (await changes.next()).agendaChanged
    expect(caughtUp.truncated).toBe(false)
    expect(caughtUp.changes).toEqual([
      { eventId: 'live-a', kind: 'CHANGED' },
      { eventId: 'live-c', kind: 'CREATED' },
      { eventId: 'live-b', kind: 'DELETED' },
    ])
    changes.stop()
  })
})
