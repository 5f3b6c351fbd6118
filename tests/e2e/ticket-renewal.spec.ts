// Issue 2: a ticket about to expire is exchanged again before it is used, without the user
// noticing. The stored ticket is rewritten to expire in 3 s; that breaks its signature, so the
// server would refuse it: only a real exchange lets the next request succeed.
import { expect, test, type Page } from '@playwright/test'
import { atAddress } from './support/address'
import { decodeJwt } from 'jose'
import { demoAccounts, signIn, storedTicket, TICKET_KEY } from './support/sign-in'

/** The stored ticket with its exp moved to `exp`; the signature no longer matches. */
async function rewriteStoredExpiry(page: Page, exp: number): Promise<string> {
  return page.evaluate(
    ({ key, exp }) => {
      const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.')
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')))
      const encoded = btoa(JSON.stringify({ ...claims, exp }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
      const rewritten = `${header}.${encoded}.${signature}`
      localStorage.setItem(key, rewritten)
      return rewritten
    },
    { key: TICKET_KEY, exp },
  )
}

/** Navigates inside the running app, as a click on a link would. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test('a ticket expiring within 5 s is exchanged before the next request', async ({
  page,
  request,
}) => {
  const firstSearch = page.waitForResponse('**/events/api/v1/events/search')
  await signIn(page, demoAccounts.redaktion.email)
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
  const { items } = (await (await firstSearch).json()) as { items: { id: string }[] }
  const eventId = items[0]?.id
  expect(eventId, 'the seeded agenda shows at least one event').toBeTruthy()

  const expiring = await rewriteStoredExpiry(page, Math.floor(Date.now() / 1000) + 3)
  // The server refuses the rewritten ticket, so the app must not send it.
  const refused = await request.get(`/events/api/v1/events/${eventId}`, {
    headers: { authorization: `Bearer ${expiring}` },
  })
  expect(refused.status()).toBe(401)

  const exchange = page.waitForResponse('**/useradmin/access-token-exchange')
  const detail = page.waitForResponse(`**/events/api/v1/events/${eventId}`)
  await navigateInApp(page, `/app/events/standard/detail/${eventId}`)
  expect((await exchange).status()).toBe(200)
  const detailResponse = await detail
  expect(detailResponse.status()).toBe(200)
  const sentTicket = (await detailResponse.request().allHeaders()).authorization?.slice(7)

  const renewed = await storedTicket(page)
  expect(renewed).not.toBe(expiring)
  expect(sentTicket).toBe(renewed)
  expect(decodeJwt(renewed ?? '').exp).toBeGreaterThan(Date.now() / 1000 + 60)
  // Nothing for the user to notice: same page, no sign-in, no error.
  await expect(page).toHaveURL(atAddress(`/app/events/standard/detail/${eventId}`))
  await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toHaveCount(0)
  await expect(page.locator('.message-bar__message--error')).toHaveCount(0)
})

test('an expired ticket found at start is exchanged and the user stays signed in', async ({
  page,
}) => {
  await signIn(page, demoAccounts.kollegin.email)
  const expired = await rewriteStoredExpiry(page, Math.floor(Date.now() / 1000) - 60)
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible()
  await expect(page.getByRole('main').getByText('kollegin@agenda.test')).toBeVisible()
  expect(await storedTicket(page)).not.toBe(expired)
})

test('a renewal cut off by the connection (or by leaving the page) keeps the user signed in', async ({
  page,
}) => {
  await signIn(page, demoAccounts.kollegin.email)
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
  // The exchange fails as a reload or a dropped line makes it fail: no answer at all.
  const exchangeCut = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/useradmin/access-token-exchange'),
  )
  await page.route('**/useradmin/access-token-exchange', (route) => route.abort('connectionreset'))
  await rewriteStoredExpiry(page, Math.floor(Date.now() / 1000) - 60)
  // Monat asks for a range of its own, so a request needs a ticket.
  await navigateInApp(page, '/app/events/monthly')
  await exchangeCut
  // The app settles: a sign-out, if it wrongly started one, would be under way by now.
  await page.waitForLoadState('networkidle')
  await page.unrouteAll()
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible()
  await expect(page.getByRole('main').getByText('kollegin@agenda.test')).toBeVisible()
})
