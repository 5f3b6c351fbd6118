// What plain HTTP may ask of /graphql: queries and mutations, never a subscription (that needs the
// socket), and the schema's introspection only outside production.
import { describe, expect, it } from 'vitest'
import { graphql } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

/** Every field of the schema's Subscription type, as the app subscribes to it. */
const SUBSCRIPTIONS = [
  'subscription { agendaChanged { version } }',
  'subscription($f: ID!) { folderChanged(folderId: $f) { folderId } }',
  'subscription { myFoldersChanged { id } }',
  'subscription { myFavouritesChanged { eventId } }',
  'subscription { myNotificationsChanged { unreadCount } }',
]
const INTROSPECTIONS = [
  '{ __schema { queryType { name } } }',
  '{ __type(name: "Folder") { name } }',
]

const extensionsOf = (answer: Awaited<ReturnType<typeof graphql>>) =>
  answer.body.errors?.[0]?.extensions
const NEEDS_SOCKET = { code: 'BAD_REQUEST', reason: 'SUBSCRIPTION_NEEDS_SOCKET' }

describe.each(databaseModes())('operations over HTTP (%s)', (mode) => {
  const testApp = setUpTestApp(mode)
  let anna: TestUser

  it('sets up an account', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
  })

  it.each(SUBSCRIPTIONS)('refuses %s by POST with 400 and a code', async (query) => {
    const answer = await graphql(testApp.app, anna.ticket, query, { f: 'folder-1' })
    expect(answer.status).toBe(400)
    expect(extensionsOf(answer)).toEqual(NEEDS_SOCKET)
    expect(answer.body.errors?.[0]?.message).toMatch(/WebSocket/)
  })

  it('refuses a subscription picked by operationName among several operations', async () => {
    const document = `query Mine { myFavourites { eventId } } ${SUBSCRIPTIONS.map(
      (operation, index) => operation.replace('subscription', `subscription S${index}`),
    ).join(' ')}`
    const ask = (operationName: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${anna.ticket}` },
        payload: { query: document, operationName, variables: { f: 'folder-1' } },
      })
    for (const index of SUBSCRIPTIONS.keys()) {
      const answer = await ask(`S${index}`)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().errors[0].extensions).toEqual(NEEDS_SOCKET)
    }
    const query = await ask('Mine')
    expect(query.statusCode).toBe(200)
    expect(query.json()).toEqual({ data: { myFavourites: [] } })
  })

  it('refuses a subscription by GET with 400 and a code', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { authorization: `Bearer ${anna.ticket}` },
      query: { query: SUBSCRIPTIONS[0] ?? '' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors[0].extensions).toEqual(NEEDS_SOCKET)
  })

  it.each(INTROSPECTIONS)('answers %s outside production', async (query) => {
    const answer = await graphql(testApp.app, anna.ticket, query)
    expect(answer.status).toBe(200)
    expect(answer.body.errors).toBeUndefined()
  })
})

describe.each(databaseModes())('operations over HTTP in production (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { NODE_ENV: 'production' } })
  let anna: TestUser

  it('sets up an account', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
  })

  it.each(INTROSPECTIONS)('refuses %s with 400 and a code', async (query) => {
    const answer = await graphql(testApp.app, anna.ticket, query)
    expect(answer.status).toBe(400)
    expect(extensionsOf(answer)?.code).toBe('INTROSPECTION_DISABLED')
    expect(answer.body.errors?.[0]?.message).toMatch(/Schema/)
  })

  it('still answers the app’s queries, which ask for __typename', async () => {
    const answer = await graphql(
      testApp.app,
      anna.ticket,
      '{ myFavourites { __typename eventId } }',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ data: { myFavourites: [] } })
  })
})
