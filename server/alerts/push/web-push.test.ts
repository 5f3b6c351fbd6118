// Web Push end to end on the server (docs/architecture.md#web-push): the routes save a browser's
// subscription, the sender reaches a real protocol peer on localhost that checks the VAPID
// signature and decrypts the payload (RFC 8291/8292), and the push service's answers act as they
// should (410 removes, 5xx is retried, a wrong VAPID key is refused by the peer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pushSubscriptions } from '../../db/schema/index'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { startConnectionListener } from '../../../tests/support/server/connection-listener'
import { INTERNAL_PUSH_ENDPOINTS } from '../../../tests/support/server/internal-push-endpoints'
import {
  startPushServicePeer,
  type PeerSubscription,
  type PushServicePeer,
} from '../../../tests/support/push-peer/push-service-peer'
import { createPushSender, RetryablePushError, type PushPayload } from './push-sender'
import { isAllowedPushEndpoint } from './push-endpoint'

const PUSH = '/useradmin/push'
const payload: PushPayload = {
  title: 'Neu: Bundesliga',
  body: 'Pressekonferenz vor dem Derby, Mi 14:00',
  url: '/app/events/detail/abc',
  tag: 'alert-1',
}

describe('which push endpoints the server posts to', () => {
  it('takes public https only, and the local peer only when allowed', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', false)).toBe(true)
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/push/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://10.1.2.3/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://192.168.0.1/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://[::1]/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://2130706433/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://0x7f.1/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://metadata.internal/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://user:pw@push.example/x', false)).toBe(false)
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/push/x', true)).toBe(true)
    expect(isAllowedPushEndpoint('http://localhost:9/push/x', true)).toBe(true)
    expect(isAllowedPushEndpoint('http://10.1.2.3/x', true)).toBe(false)
  })

  it.each(INTERNAL_PUSH_ENDPOINTS)(
    'refuses %s, with or without the local peer allowed',
    (endpoint) => {
      expect(isAllowedPushEndpoint(endpoint, false)).toBe(false)
      expect(isAllowedPushEndpoint(endpoint, true)).toBe(false)
    },
  )

  it('takes the real push services, on https port 443 only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://[2a00:1450:4001:82a::200a]/x',
      'https://142.250.185.74/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true)
    }
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc', false)).toBe(false)
    expect(isAllowedPushEndpoint('https://localhost:8443/x', true)).toBe(true)
    expect(isAllowedPushEndpoint('http://[::1]:9/x', true)).toBe(true)
  })
})

describe.each(databaseModes())('Web Push on %s', (mode) => {
  const suite = setUpTestApp(mode, { env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } })
  let peer: PushServicePeer
  beforeAll(async () => {
    peer = await startPushServicePeer()
  })
  afterAll(() => peer.close())

  const call = (
    ticket: string | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) =>
    suite.app.inject({
      method,
      url,
      headers: ticket ? { authorization: `Bearer ${ticket}` } : {},
      ...(body ? { payload: body } : {}),
    })

  /** A browser of the peer subscribed through the API, as the settings do it. */
  const subscribeBrowser = async (ticket: string) => {
    const key = await call(ticket, 'GET', `${PUSH}/vapid-public-key`)
    expect(key.statusCode).toBe(200)
    const { publicKey } = key.json() as { publicKey: string }
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    const subscription = peer.subscribe(publicKey)
    const saved = await call(ticket, 'POST', `${PUSH}/subscriptions`, {
      ...subscription,
      expirationTime: null,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    return subscription
  }
  const rowsOf = (userId: string) =>
    suite.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  const receivedBy = (subscription: PeerSubscription) =>
    peer.received.filter((push) => push.endpoint === subscription.endpoint)

  it('delivers a payload the peer decrypts, with a VAPID signature it accepts, TTL and urgency', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Paula Push')
    const phone = await subscribeBrowser(ticket)
    const laptop = await subscribeBrowser(ticket)

    const result = await suite.app.push.sendToUser(user.id, payload)
    expect(result).toEqual({ sent: 2, removed: 0, failed: 0 })
    for (const browser of [phone, laptop]) {
      const [push] = receivedBy(browser)
      expect(JSON.parse(push?.plaintext ?? '')).toEqual(payload)
      expect(push).toMatchObject({
        ttl: 86400,
        urgency: 'normal',
        subject: 'mailto:agenda@localhost',
      })
      expect(push?.topic).toMatch(/^[\w-]{32}$/)
    }
    const metrics = await suite.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
    expect(metrics.body).toMatch(/agenda_pushes_total\{outcome="sent"\} [1-9]/)
  })

  it('sends the test notification from the settings, and limits how often', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Tina Test')
    const browser = await subscribeBrowser(ticket)
    const first = await call(ticket, 'POST', `${PUSH}/test`)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ sent: 1, removed: 0 })
    expect(JSON.parse(receivedBy(browser)[0]?.plaintext ?? '')).toMatchObject({
      title: 'Testmitteilung der Agenda',
      url: '/app/settings',
    })
    await call(ticket, 'POST', `${PUSH}/test`)
    await call(ticket, 'POST', `${PUSH}/test`)
    const limited = await call(ticket, 'POST', `${PUSH}/test`)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'PUSH_TEST_LIMIT' })
  })

  it('removes a subscription the push service answers 410 or 404 for', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Gina Gone')
    const gone = await subscribeBrowser(ticket)
    const unknown = await subscribeBrowser(ticket)
    const alive = await subscribeBrowser(ticket)
    peer.answerWith(gone.endpoint, 410)
    peer.answerWith(unknown.endpoint, 404)
    const result = await suite.app.push.sendToUser(user.id, payload)
    expect(result).toEqual({ sent: 1, removed: 2, failed: 0 })
    expect((await rowsOf(user.id)).map((row) => row.endpoint)).toEqual([alive.endpoint])
  })

  it('reports an unreachable push service as retryable, naming only the devices to retry', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Rudi Retry')
    const reached = await subscribeBrowser(ticket)
    await subscribeBrowser(ticket)
    // A push service that is down: nothing listens on the endpoint's port.
    const down = 'http://127.0.0.1:9/push/down'
    await call(ticket, 'POST', `${PUSH}/subscriptions`, { ...reached, endpoint: down })
    const error = await suite.app.push.sendToUser(user.id, payload).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RetryablePushError)
    expect((error as RetryablePushError).endpoints).toEqual([down])
    expect((error as RetryablePushError).result).toEqual({ sent: 2, removed: 0, failed: 0 })
    const test = await call(ticket, 'POST', `${PUSH}/test`)
    expect(test.statusCode).toBe(502)
    expect(test.json()).toMatchObject({ code: 'PUSH_FAILED' })
  })

  it('is refused by the peer when signed with another VAPID key (the peer checks)', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Fritz Fremd')
    const browser = await subscribeBrowser(ticket)
    const log = suite.app.log
    // A sender with a key pair of its own: the subscription is bound to the server's key.
    const { generateVAPIDKeys } = await import('web-push')
    const stranger = createPushSender({
      db: suite.database.db,
      allowLocalEndpoints: true,
      vapid: generateVAPIDKeys(),
      subject: 'mailto:fremd@agenda.test',
      log,
    })
    expect(await stranger.sendToUser(user.id, payload)).toEqual({ sent: 0, removed: 0, failed: 1 })
    expect(peer.refused.at(-1)).toMatchObject({ status: 403 })
    // The right public key in `k=`, but the JWT signed by another private key.
    const forger = createPushSender({
      db: suite.database.db,
      allowLocalEndpoints: true,
      vapid: { publicKey: suite.app.push.publicKey, privateKey: generateVAPIDKeys().privateKey },
      subject: 'mailto:fremd@agenda.test',
      log,
    })
    expect(await forger.sendToUser(user.id, payload)).toEqual({ sent: 0, removed: 0, failed: 1 })
    expect(peer.refused.at(-1)).toMatchObject({ status: 401 })
    expect(peer.refused.at(-1)?.reason).toMatch(/signature/)
    expect(receivedBy(browser)).toHaveLength(0)
  })

  it('never opens a connection to a stored subscription the endpoint rule refuses, and forgets it', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Sina Sicher')
    const browser = await subscribeBrowser(ticket)
    const internal = await startConnectionListener()
    try {
      // Saved before the rule was as strict, or a name that now points to this machine.
      const stored = `http://localhost:${internal.port}/push/x`
      await suite.database.db
        .insert(pushSubscriptions)
        .values({ endpoint: stored, userId: user.id, p256dh: browser.keys.p256dh, auth: 'a' })
      const strict = createPushSender({
        db: suite.database.db,
        vapid: await (await import('./vapid-keys')).loadVapidKeys(suite.database.db),
        subject: 'mailto:agenda@localhost',
        log: suite.app.log,
        allowLocalEndpoints: false,
      })
      const result = await strict.sendToUser(user.id, payload, { endpoints: [stored] })
      expect(result).toEqual({ sent: 0, removed: 1, failed: 0 })
      expect(internal.connections()).toBe(0)
      expect((await rowsOf(user.id)).map((row) => row.endpoint)).toEqual([browser.endpoint])
    } finally {
      await internal.close()
    }
  })

  it('keeps the same VAPID key across restarts of the push module', async () => {
    const { loadVapidKeys } = await import('./vapid-keys')
    expect((await loadVapidKeys(suite.database.db)).publicKey).toBe(suite.app.push.publicKey)
  })

  it('lets a user delete only their own subscription', async () => {
    const owner = await createTestUser(suite.app, suite.database, 'Olga Owner')
    const other = await createTestUser(suite.app, suite.database, 'Otto Other')
    const browser = await subscribeBrowser(owner.ticket)
    const query = `${PUSH}/subscriptions?endpoint=${encodeURIComponent(browser.endpoint)}`
    const foreign = await call(other.ticket, 'DELETE', query)
    expect(foreign.statusCode).toBe(404)
    expect(await rowsOf(owner.user.id)).toHaveLength(1)
    // The other user's push never reaches the owner's browser.
    expect(await suite.app.push.sendToUser(other.user.id, payload)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    })
    const own = await call(owner.ticket, 'DELETE', query)
    expect(own.statusCode).toBe(204)
    expect(await rowsOf(owner.user.id)).toHaveLength(0)
  })

  it('refuses bad subscriptions with 400 and a German message, and more than ten devices', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Bea Bad')
    const good = peer.subscribe(suite.app.push.publicKey)
    const refusals = [
      [{ ...good, endpoint: 'https://10.0.0.1/push' }, 'PUSH_ENDPOINT_INVALID'],
      [{ ...good, endpoint: 'ftp://push.example/x' }, 'VALIDATION_ERROR'],
      [{ ...good, keys: { ...good.keys, auth: 'kurz' } }, 'VALIDATION_ERROR'],
      [{ ...good, keys: { ...good.keys, p256dh: `BA${'A'.repeat(85)}` } }, 'PUSH_KEY_INVALID'],
      [{ endpoint: good.endpoint }, 'VALIDATION_ERROR'],
    ] as const
    for (const [body, code] of refusals) {
      const response = await call(ticket, 'POST', `${PUSH}/subscriptions`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toMatchObject({ code })
    }
    for (const endpoint of INTERNAL_PUSH_ENDPOINTS) {
      const response = await call(ticket, 'POST', `${PUSH}/subscriptions`, { ...good, endpoint })
      expect(response.statusCode, endpoint).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'PUSH_ENDPOINT_INVALID',
        message: expect.stringMatching(/Push-Adresse/),
      })
    }
    for (let device = 0; device < 10; device += 1) await subscribeBrowser(ticket)
    const eleventh = await call(ticket, 'POST', `${PUSH}/subscriptions`, good)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_LIMIT' })
  })

  it('needs a ticket on every push route', async () => {
    for (const [method, url] of [
      ['GET', `${PUSH}/vapid-public-key`],
      ['POST', `${PUSH}/subscriptions`],
      ['DELETE', `${PUSH}/subscriptions?endpoint=x`],
      ['POST', `${PUSH}/test`],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode).toBe(401)
    }
  })
})
