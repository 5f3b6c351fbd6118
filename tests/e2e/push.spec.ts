// Web push (issue 18, docs/architecture.md#web-push), through the push service peer of
// tests/e2e/support/push.ts.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { freshAccount, signIn, storedTicket } from './support/sign-in'
import {
  allowNotifications,
  bearer,
  deliverToWorker,
  origin,
  shownNotifications,
  subscribePeer,
  workerReady,
  pushServicePeer,
} from './support/push'

test.describe.configure({ timeout: 90_000 })

const peer = pushServicePeer()

async function signedInWithWorker(page: Page, context: BrowserContext) {
  await allowNotifications(context)
  await signIn(page, freshAccount('redaktion'), '/app/settings')
  await workerReady(page)
  const ticket = await storedTicket(page)
  if (!ticket) throw new Error('no ticket stored')
  return ticket
}

test('a push the server sends reaches the service worker through a checking push service', async ({
  page,
  context,
  request,
}) => {
  const ticket = await signedInWithWorker(page, context)
  const subscription = await subscribePeer(peer(), request, ticket)

  const sent = await request.post('/useradmin/push/test', { headers: bearer(ticket) })
  expect(sent.status()).toBe(200)
  expect(await sent.json()).toEqual({ sent: 1, removed: 0 })
  const push = peer().received.find((received) => received.endpoint === subscription.endpoint)
  expect(push, JSON.stringify(peer().refused)).toBeDefined()

  await deliverToWorker(context, page, push?.plaintext ?? '')
  expect(await shownNotifications(page)).toEqual([
    {
      title: 'Testmitteilung der Agenda',
      body: 'So sehen Sie Mitteilungen zu Ihren gespeicherten Suchen auf diesem Gerät.',
      tag: 'agenda-test',
      url: `${origin}/app/settings`,
    },
  ])
})

test('a notification never leads away from the app’s origin', async ({ page, context }) => {
  await signedInWithWorker(page, context)
  await deliverToWorker(
    context,
    page,
    JSON.stringify({ title: 'Fremd', body: 'x', url: 'https://evil.example/phish', tag: 'fremd' }),
  )
  const shown = await shownNotifications(page)
  expect(shown.find((notification) => notification.tag === 'fremd')?.url).toBe(`${origin}/app/`)
})

test('the settings switch explains when this browser cannot subscribe', async ({
  page,
  context,
}) => {
  await signedInWithWorker(page, context)
  const device = page.getByRole('region', { name: 'Auf diesem Gerät' })
  await expect(device.getByRole('heading', { name: 'Push auf diesem Gerät' })).toBeVisible()
  await expect(device).toContainText(
    'Auf dem iPhone funktionieren Mitteilungen nur in der installierten App (Zum Home-Bildschirm hinzufügen).',
  )
  const toggle = device.getByRole('switch', { name: 'Mitteilungen auf diesem Gerät' })
  await expect(toggle).not.toBeChecked()
  await expect(device).toContainText('Ausgeschaltet.')
  await toggle.click()
  // Headless Chromium here reaches no push service: pushManager.subscribe fails.
  await expect(device.getByRole('alert')).toHaveText(
    'Push ist in diesem Browser gerade nicht verfügbar.',
  )
  await expect(toggle).not.toBeChecked()
})

test('the settings switch registers this browser, sends a test and ends it again', async ({
  page,
  context,
  request,
}) => {
  // Chromium's PushManager stands in for the peer's browser: the subscription the settings send
  // is one the peer made for the key the page passed, so the server's pushes really reach it.
  await page.exposeFunction('peerSubscribe', (key: string) => peer().subscribe(key))
  await page.addInitScript(() => {
    const peerSubscribe = (window as unknown as { peerSubscribe(key: string): Promise<object> })
      .peerSubscribe
    let current: object | null = null
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer)
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      const json = (await peerSubscribe(key)) as { endpoint: string }
      const subscription = {
        endpoint: json.endpoint,
        toJSON: () => ({ ...json, expirationTime: null }),
        unsubscribe: async () => {
          current = null
          return true
        },
      }
      current = subscription
      return subscription as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null
  })
  const ticket = await signedInWithWorker(page, context)
  const device = page.getByRole('region', { name: 'Auf diesem Gerät' })
  const toggle = device.getByRole('switch', { name: 'Mitteilungen auf diesem Gerät' })
  await toggle.click()
  await expect(toggle).toBeChecked()
  await expect(device).toContainText('Eingeschaltet')

  const before = peer().received.length
  await device.getByRole('button', { name: 'Testmitteilung senden' }).click()
  await expect(page.getByText('Testmitteilung an 1 Gerät gesendet.')).toBeVisible()
  expect(
    peer()
      .received.slice(before)
      .map((push) => JSON.parse(push.plaintext)),
  ).toMatchObject([{ title: 'Testmitteilung der Agenda', url: '/app/settings' }])

  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect(device).toContainText('Ausgeschaltet.')
  // The server forgot the subscription: nothing is left to send to.
  const after = await request.post('/useradmin/push/test', { headers: bearer(ticket) })
  expect(await after.json()).toEqual({ sent: 0, removed: 0 })
})
