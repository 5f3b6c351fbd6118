// The fan-out between instances: a change made through one server reaches a subscriber connected
// to another, through PostgreSQL LISTEN/NOTIFY; and through PGlite's listen/notify on one instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { insertFolder } from '../../tests/support/server/collaboration-factories'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import {
  listen,
  openSocket,
  subscribe,
  subscriptionsListening,
  type TestSocket,
} from '../../tests/support/server/socket-client'
import { topics } from './subscriptions/change-notice'
import { buildTestApp } from '../../tests/support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../../tests/support/server/test-database'
import { createTestUser } from '../../tests/support/server/test-users'

const FOLDER_CHANGED =
  'subscription($f: ID!) { folderChanged(folderId: $f) { kind count folder { itemCount } } }'
const ADD_ITEM =
  'mutation($m: ID!, $f: ID!) { addFolderItems(clientMutationId: $m, folderId: $f, items: [{ eventId: "fan-1" }]) { itemCount } }'

async function expectChangeToReachOtherInstance(
  mutateThrough: FastifyInstance,
  subscribeThrough: FastifyInstance,
  database: DatabaseHandle,
  sockets: TestSocket[],
) {
  const rita = await createTestUser(mutateThrough, database, 'Rita')
  const folderId = await insertFolder(database, {
    members: [{ userId: rita.user.id, role: 'owner' }],
  })
  const socket = openSocket(await listen(subscribeThrough), rita.ticket)
  sockets.push(socket)
  const changes = subscribe<{ folderChanged: unknown }>(socket, FOLDER_CHANGED, { f: folderId })
  await subscriptionsListening(subscribeThrough, topics.folder(folderId))
  const added = await graphql(mutateThrough, rita.ticket, ADD_ITEM, {
    m: mutationId(),
    f: folderId,
  })
  expect(added.body.errors).toBeUndefined()
  expect((await changes.next()).folderChanged).toEqual({
    kind: 'ITEMS_ADDED',
    count: 1,
    folder: { itemCount: 1 },
  })
}

describe.skipIf(!process.env.DATABASE_URL)('fan-out across two instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase
  let secondHandle: DatabaseHandle
  const apps: FastifyInstance[] = []
  const sockets: TestSocket[] = []
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()))
    await Promise.all(apps.map((app) => app.close()))
    await secondHandle?.close()
    await testDatabase?.drop()
  })

  beforeAll(async () => {
    testDatabase = await openTestDatabase('postgres')
    // A second pool and listener on the same database: another process, as far as PostgreSQL knows.
    const [current] = await testDatabase.database.query<{ name: string }>(
      'SELECT current_database() AS name',
    )
    const serverUrl = new URL(process.env.DATABASE_URL ?? '')
    serverUrl.pathname = `/${current?.name ?? ''}`
    secondHandle = await openDatabase({ databaseUrl: serverUrl.toString(), dataDir: 'memory://' })
    apps.push(await buildTestApp(testDatabase.database), await buildTestApp(secondHandle))
    await insertEvents(testDatabase.database, [anEvent({ id: 'fan-1' })])
  })

  it('delivers a mutation made through A to a subscriber connected to B', async () => {
    const [a, b] = apps
    if (!a || !b) throw new Error('the two instances did not start')
    await expectChangeToReachOtherInstance(a, b, testDatabase.database, sockets)
  })
})

describe('fan-out on one instance with PGlite', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  const sockets: TestSocket[] = []
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()))
    await app?.close()
    await database?.close()
  })

  beforeAll(async () => {
    database = (await openTestDatabase('pglite')).database
    app = await buildTestApp(database)
    await insertEvents(database, [anEvent({ id: 'fan-1' })])
  })

  it('delivers a mutation to a subscriber through PGlite’s listen/notify', async () => {
    await expectChangeToReachOtherInstance(app, app, database, sockets)
  })
})
