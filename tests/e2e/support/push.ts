// Web push in end-to-end tests (docs/architecture.md#web-push). Chromium's own PushManager cannot
// reach a push service here, so the browser's part is played by a real protocol peer on localhost
// (tests/support/push-peer): its subscription is registered through the real API, the server's
// push goes to the peer, which checks the VAPID signature and decrypts the payload, and the
// plaintext is handed to the page's service worker with CDP ServiceWorker.deliverPushMessage.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { baseURL } from '../../../playwright.config'
import {
  startPushServicePeer,
  type PushServicePeer,
} from '../../support/push-peer/push-service-peer'

export const origin = new URL(baseURL).origin

/** A push service peer for the spec's tests: started before them, closed after them. */
export function pushServicePeer(): () => PushServicePeer {
  let peer: PushServicePeer | undefined
  test.beforeAll(async () => {
    peer = await startPushServicePeer()
  })
  test.afterAll(() => peer?.close())
  return () => {
    if (!peer) throw new Error('the push service peer has not started')
    return peer
  }
}

export const bearer = (ticket: string) => ({ authorization: `Bearer ${ticket}` })

/** Lets the app's origin show notifications, as a user's „Erlauben“ does. */
export const allowNotifications = (context: BrowserContext) =>
  context.grantPermissions(['notifications'], { origin })

/** Waits until the page's service worker is active. */
export const workerReady = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.ready.then(() => true))

/** The peer's subscription, registered as the settings would register the browser's. */
export async function subscribePeer(
  peer: PushServicePeer,
  request: APIRequestContext,
  ticket: string,
) {
  const key = await request.get('/useradmin/push/vapid-public-key', { headers: bearer(ticket) })
  expect(key.status()).toBe(200)
  const subscription = peer.subscribe(((await key.json()) as { publicKey: string }).publicKey)
  const saved = await request.post('/useradmin/push/subscriptions', {
    headers: bearer(ticket),
    data: { ...subscription, expirationTime: null },
  })
  expect(saved.status()).toBe(201)
  return subscription
}

/**
 * Hands a push message to the page's service worker, as the browser does when one arrives — once
 * its worker is activated: a push handed to a worker still activating may be dropped — and waits
 * until the worker's notification is shown.
 */
export async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page)
  let registrationId: string | undefined
  const activated = new Set<string>()
  const ready = new Promise<string>((resolve) => {
    const settle = () => {
      if (registrationId && activated.has(registrationId)) resolve(registrationId)
    }
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/app/` && !registration.isDeleted,
      )
      if (ours) registrationId = ours.registrationId
      settle()
    })
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId)
      settle()
    })
  })
  await cdp.send('ServiceWorker.enable')
  const activatedId = await ready
  const worker = await watchNextNotification(context)
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: activatedId, data })
  await worker.evaluate(() => (globalThis as unknown as ShowingWorker).nextNotificationShown)
}

interface ShowingWorker {
  registration: ServiceWorkerRegistration
  nextNotificationShown?: Promise<unknown>
}

/**
 * Arms the context's service worker to tell when its next notification has been shown. Chromium
 * forgets a notification that getNotifications() is asked for while it is still being shown: a
 * page reading them in a loop during a push lost it 7 times in 16 (and polling lost one in a
 * clean-clone run). So a test reads the notifications only once the worker's call has settled;
 * the worker keeps its state meanwhile, since Playwright's DevTools session stops it idling out.
 */
async function watchNextNotification(context: BrowserContext) {
  const worker =
    context.serviceWorkers().find((candidate) => candidate.url() === `${origin}/app/sw.js`) ??
    (await context.waitForEvent('serviceworker'))
  await worker.evaluate(() => {
    const scope = globalThis as unknown as ShowingWorker
    const { registration } = scope
    const show = registration.showNotification.bind(registration)
    scope.nextNotificationShown = new Promise((settled) => {
      registration.showNotification = (...args) => {
        const shown = show(...args)
        shown.then(settled, settled)
        return shown
      }
    })
  })
  return worker
}

/** The notifications the service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const shown = await registration.getNotifications()
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url,
    }))
  })
