// Subscriptions over a real WebSocket: a change reaches the members who subscribed, never anyone
// else; the socket closes with 4401 when its ticket is signed out or expires and with 4403 when the
// account loses the agenda; a member removed from a folder sees its subscription end.
import { afterAll, describe, expect, it } from 'vitest'
import { createTicketService } from '../auth/tickets'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema/index'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import {
  insertFolder,
  type FolderMembers,
} from '../../tests/support/server/collaboration-factories'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import {
  listen,
  openSocket,
  subscribe,
  subscriptionsListening,
  type TestSocket,
} from '../../tests/support/server/socket-client'
import { topics } from './subscriptions/change-notice'
import { TEST_PUBLIC_URL } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

const FOLDER_CHANGED = `subscription($f: ID!) {
  folderChanged(folderId: $f) { folderId kind count by { name } folder { itemCount myRole } }
}`
interface FolderChanged {
  folderChanged: {
    kind: string
    count: number
    by: { name: string }
    folder: { itemCount: number; myRole: string } | null
  }
}

describe.each(databaseModes())('collaboration subscriptions (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { SOCKET_RECHECK_SECONDS: '1' } })
  const sockets: TestSocket[] = []
  let url = ''
  let rita: TestUser
  let karla: TestUser

  const socketOf = async (ticket: string | undefined) => {
    const socket = openSocket(url, ticket)
    sockets.push(socket)
    return socket
  }
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()))
  })

  /** A new folder of `members`, and the subscriber's subscription to its changes, started. */
  const watchNewFolder = async (subscriber: TestUser, members: FolderMembers) => {
    const folderId = await insertFolder(testApp.database, { members })
    const socket = await socketOf(subscriber.ticket)
    const changes = subscribe<FolderChanged>(socket, FOLDER_CHANGED, { f: folderId })
    await subscriptionsListening(testApp.app, topics.folder(folderId))
    return { folderId, changes }
  }

  it('sets up a listening app, two colleagues and entries', async () => {
    url = await listen(testApp.app)
    rita = await createTestUser(testApp.app, testApp.database, 'Rita')
    karla = await createTestUser(testApp.app, testApp.database, 'Karla')
    await insertEvents(testApp.database, [anEvent({ id: 'live-1' }), anEvent({ id: 'live-2' })])
  })

  it('tells a subscribed member what a colleague changed, as it happens', async () => {
    const { folderId, changes } = await watchNewFolder(rita, [
      { userId: rita.user.id, role: 'owner' },
      { userId: karla.user.id, role: 'editor' },
    ])
    await graphql(
      testApp.app,
      karla.ticket,
      'mutation($m: ID!, $f: ID!) { addFolderItems(clientMutationId: $m, folderId: $f, items: [{ eventId: "live-1" }, { eventId: "live-2" }]) { id } }',
      { m: mutationId(), f: folderId },
    )
    expect((await changes.next()).folderChanged).toEqual({
      folderId,
      kind: 'ITEMS_ADDED',
      count: 2,
      by: { name: 'Karla' },
      folder: { itemCount: 2, myRole: 'OWNER' },
    })
  })

  it('names the items a change added or removed, or none when too many for one notice', async () => {
    const folderId = await insertFolder(testApp.database, {
      members: [{ userId: rita.user.id, role: 'owner' }],
    })
    const document = `subscription($f: ID!) {
      folderChanged(folderId: $f) { kind count addedItems { id } removedItemIds }
    }`
    const socket = await socketOf(rita.ticket)
    const items = subscribe<{ folderChanged: unknown }>(socket, document, { f: folderId })
    await subscriptionsListening(testApp.app, topics.folder(folderId))
    const change = (query: string, variables: object) =>
      graphql(testApp.app, rita.ticket, query, { m: mutationId(), f: folderId, ...variables })
    const ADD =
      'mutation($m: ID!, $f: ID!, $i: [FolderItemInput!]!) { addFolderItems(clientMutationId: $m, folderId: $f, items: $i) { id } }'
    const REMOVE =
      'mutation($m: ID!, $f: ID!, $e: [ID!]!) { removeFolderItems(clientMutationId: $m, folderId: $f, eventIds: $e) { id } }'

    await change(ADD, { i: [{ eventId: 'live-1' }] })
    expect((await items.next()).folderChanged).toEqual({
      kind: 'ITEMS_ADDED',
      count: 1,
      addedItems: [{ id: 'live-1' }],
      removedItemIds: null,
    })
    await change(REMOVE, { e: ['live-1', 'live-2'] })
    expect((await items.next()).folderChanged).toMatchObject({
      kind: 'ITEMS_REMOVED',
      count: 1,
      addedItems: null,
      removedItemIds: ['live-1'],
    })
    // 200 ids of 45 characters are more than a notice's 8,000 bytes hold.
    const many = Array.from(
      { length: 200 },
      (_, i) => `bulk-${String(i).padStart(4, '0')}-${'x'.repeat(35)}`,
    )
    await insertEvents(
      testApp.database,
      many.map((id) => anEvent({ id })),
    )
    await change(ADD, { i: many.map((eventId) => ({ eventId })) })
    expect((await items.next()).folderChanged).toEqual({
      kind: 'ITEMS_ADDED',
      count: 200,
      addedItems: null,
      removedItemIds: null,
    })
  })

  it('shows every subscriber of one change its own role; readers get the same change', async () => {
    const lena = await createTestUser(testApp.app, testApp.database, 'Lena')
    const folderId = await insertFolder(testApp.database, {
      members: [
        { userId: rita.user.id, role: 'owner' },
        { userId: karla.user.id, role: 'reader' },
        { userId: lena.user.id, role: 'reader' },
      ],
    })
    const subscribers = await Promise.all([rita, karla, lena].map((user) => socketOf(user.ticket)))
    const changes = subscribers.map((socket) =>
      subscribe<FolderChanged>(socket, FOLDER_CHANGED, { f: folderId }),
    )
    await subscriptionsListening(testApp.app, topics.folder(folderId), subscribers.length)
    await graphql(
      testApp.app,
      rita.ticket,
      'mutation($m: ID!, $f: ID!) { addFolderItems(clientMutationId: $m, folderId: $f, items: [{ eventId: "live-1" }]) { id } }',
      { m: mutationId(), f: folderId },
    )
    const [ritas, karlas, lenas] = await Promise.all(changes.map((change) => change.next()))
    expect(ritas?.folderChanged.folder).toEqual({ itemCount: 1, myRole: 'OWNER' })
    expect(karlas?.folderChanged.folder).toEqual({ itemCount: 1, myRole: 'READER' })
    expect(lenas).toEqual(karlas)
  })

  it('refuses a non-member’s subscription as if the folder did not exist', async () => {
    const folderId = await insertFolder(testApp.database, {
      members: [{ userId: rita.user.id, role: 'owner' }],
    })
    const socket = await socketOf(karla.ticket)
    const refused = await subscribe(socket, FOLDER_CHANGED, { f: folderId }).failed
    const missing = await subscribe(socket, FOLDER_CHANGED, { f: crypto.randomUUID() }).failed
    expect(refused).toEqual(missing)
    expect(refused[0]?.extensions?.code).toBe('NOT_FOUND')
  })

  it('ends a folder subscription when its member is removed, after a last change without the folder', async () => {
    const { folderId, changes } = await watchNewFolder(karla, [
      { userId: rita.user.id, role: 'owner' },
      { userId: karla.user.id, role: 'reader' },
    ])
    await graphql(
      testApp.app,
      rita.ticket,
      'mutation($m: ID!, $f: ID!, $c: ID!) { removeMember(clientMutationId: $m, folderId: $f, colleagueId: $c) { id } }',
      { m: mutationId(), f: folderId, c: karla.user.id },
    )
    const last = await changes.next()
    expect(last.folderChanged).toMatchObject({ kind: 'MEMBERS_CHANGED', folder: null })
    await changes.completed
  })

  it('tells every tab of a user about a change of their favourites', async () => {
    const query = 'subscription { myFavouritesChanged { eventId } }'
    const [first, second] = [await socketOf(rita.ticket), await socketOf(rita.ticket)]
    const tabs = [subscribe(first, query), subscribe(second, query)]
    await subscriptionsListening(testApp.app, topics.favouritesOf(rita.user.id), tabs.length)
    await graphql(
      testApp.app,
      rita.ticket,
      'mutation($m: ID!) { favourite(clientMutationId: $m, eventIds: ["live-1"]) { eventId } }',
      { m: mutationId() },
    )
    for (const tab of tabs) {
      expect(await tab.next()).toEqual({ myFavouritesChanged: [{ eventId: 'live-1' }] })
    }
  })

  it('closes with 4401 without a ticket, and with 4403 for a restricted account', async () => {
    expect(await (await socketOf(undefined)).closed).toBe(4401)
    const inactive = await createTestUser(testApp.app, testApp.database, 'Ines', {
      accessStatus: 'inactive',
    })
    expect(await (await socketOf(inactive.ticket)).closed).toBe(4403)
  })

  it('closes with 4401 once the ticket’s session is signed out', async () => {
    const socket = await socketOf(rita.ticket)
    await socket.connected
    const { sid } = (await testApp.app.tickets.verify(rita.ticket)).claims
    await testApp.app.tickets.revoke(sid)
    expect(await socket.closed).toBe(4401)
  })

  it('closes with 4401 when the ticket expires', async () => {
    const shortLived = await createTicketService(testApp.database, {
      issuer: `${TEST_PUBLIC_URL}/useradmin`,
      ttlSeconds: 2,
    })
    const socket = await socketOf(await shortLived.issue(karla.user))
    await socket.connected
    expect(await socket.closed).toBe(4401)
  })

  it('closes with 4403 when the account loses access while connected', async () => {
    const nora = await createTestUser(testApp.app, testApp.database, 'Nora')
    const socket = await socketOf(nora.ticket)
    await socket.connected
    await testApp.database.db
      .update(users)
      .set({ agendaPlus: false })
      .where(eq(users.id, nora.user.id))
    expect(await socket.closed).toBe(4403)
  })
})

describe.each(databaseModes())('a sign-out closes its sockets at once (%s)', (mode) => {
  // No recheck during the test: only the sign-out's own notice can close the socket.
  const testApp = setUpTestApp(mode, { env: { SOCKET_RECHECK_SECONDS: '3600' } })

  it('closes the signed-out session’s socket with 4401 and keeps the others open', async () => {
    const url = await listen(testApp.app)
    await insertEvents(testApp.database, [anEvent({ id: 'kept-open' })])
    const rita = await createTestUser(testApp.app, testApp.database, 'Rita')
    const karla = await createTestUser(testApp.app, testApp.database, 'Karla')
    const signedOut = openSocket(url, rita.ticket)
    const staying = openSocket(url, karla.ticket)
    await Promise.all([signedOut.connected, staying.connected])
    const { sid } = (await testApp.app.tickets.verify(rita.ticket)).claims
    await testApp.app.tickets.revoke(sid)
    expect(await signedOut.closed).toBe(4401)
    // Karla's socket is still open and told about her favourites.
    const favourites = subscribe<{ myFavouritesChanged: { eventId: string }[] }>(
      staying,
      'subscription { myFavouritesChanged { eventId } }',
    )
    await subscriptionsListening(testApp.app, topics.favouritesOf(karla.user.id))
    await graphql(
      testApp.app,
      karla.ticket,
      'mutation($m: ID!) { favourite(clientMutationId: $m, eventIds: ["kept-open"]) { eventId } }',
      { m: mutationId() },
    )
    expect((await favourites.next()).myFavouritesChanged).toEqual([{ eventId: 'kept-open' }])
    await Promise.all([signedOut.client.dispose(), staying.client.dispose()])
  })
})
