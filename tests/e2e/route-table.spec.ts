// Issue 2: every row of the route table (docs/product.md#routes) in the browser: redirects, guards,
// the zen and classic preference redirects and the layout each page is shown in.
import { expect, test, type Page } from '@playwright/test'
import { atAddress } from './support/address'
import { demoAccounts, signIn } from './support/sign-in'

async function expectRoute(page: Page, from: string, to: string, layout: string) {
  await page.goto(`/app${from}`)
  await expect(page).toHaveURL(atAddress(`/app${to}`))
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible()
}

test('open pages show to visitors in the condensed layout without sign-in', async ({ page }) => {
  const pages: [path: string, heading: string][] = [
    ['/terms', 'Nutzungsbedingungen'],
    ['/privacy', 'Datenschutzerklärung'],
    ['/imprint', 'Impressum'],
    ['/unauthorized', 'Kein Zugriff'],
    ['/consent', 'Nutzungsbedingungen der Agenda'],
  ]
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await expectRoute(page, path, path, 'condensed')
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }
})

test('guarded pages send visitors to the provider login', async ({ page }) => {
  for (const path of [
    '/events/standard',
    '/events/daily',
    '/zen',
    '/zen/list',
    '/submit',
    '/settings',
    '/news/n-1/event/e-1',
  ]) {
    await test.step(path, async () => {
      await page.goto(`/app${path}`)
      await expect(page.getByLabel('Passwort')).toBeVisible()
      expect(new URL(page.url()).pathname).toMatch(/^\/idp\//)
    })
  }
})

test('a classic user follows every row of the route table', async ({ page }) => {
  test.setTimeout(120_000) // one full page load per row
  await signIn(page, demoAccounts.redaktion.email)
  const rows: [from: string, to: string, layout: string][] = [
    ['/', '/events/standard', 'classic'],
    ['/events', '/events/standard', 'classic'],
    ['/events/list', '/events/list', 'classic'],
    ['/events/preview', '/events/preview', 'classic'],
    ['/events/monthly', '/events/monthly', 'classic'],
    ['/events/standard/detail/e-1', '/events/standard/detail/e-1', 'classic'],
    ['/events/daily', '/events/standard', 'classic'],
    ['/events/daily/detail/e-2', '/events/standard/detail/e-2', 'classic'],
    ['/zen', '/events/preview', 'classic'],
    ['/zen/list', '/events/list', 'classic'],
    ['/zen/preview/detail/e-3', '/events/preview/detail/e-3', 'classic'],
    ['/submit', '/submit', 'condensed'],
    ['/settings', '/settings', 'condensed'],
    ['/news/n-1/event/e-4', '/news/n-1/event/e-4', 'condensed'],
    ['/terms', '/terms', 'condensed'],
    ['/privacy', '/privacy', 'condensed'],
    ['/imprint', '/imprint', 'condensed'],
    ['/unauthorized', '/unauthorized', 'condensed'],
    ['/consent', '/consent', 'condensed'],
    ['/error404', '/events/standard', 'classic'],
    ['/no/such/page', '/events/standard', 'classic'],
  ]
  for (const [from, to, layout] of rows) {
    await test.step(`${from} → ${to}`, () => expectRoute(page, from, to, layout))
  }
})

test('a zen user is kept in the zen routes', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, demoAccounts.zen.email)
  const rows: [from: string, to: string, layout: string][] = [
    ['/', '/zen/preview', 'zen'],
    ['/events/standard', '/zen/preview', 'zen'],
    ['/events/list', '/zen/list', 'zen'],
    ['/events/list/detail/e-5', '/zen/list/detail/e-5', 'zen'],
    ['/zen', '/zen/preview', 'zen'],
    ['/zen/list', '/zen/list', 'zen'],
    ['/zen/preview/detail/e-6', '/zen/preview/detail/e-6', 'zen'],
    ['/settings', '/settings', 'condensed'],
  ]
  for (const [from, to, layout] of rows) {
    await test.step(`${from} → ${to}`, () => expectRoute(page, from, to, layout))
  }
})

test('/cookies flags the cookie notice, which opens 1500 ms later but never on /unauthorized', async ({
  page,
}) => {
  await signIn(page, demoAccounts.redaktion.email)
  const notice = page.getByRole('region', { name: 'Cookies und Daten auf diesem Gerät' })
  // Timed from before the click: the flag may be set before click() returns on a busy machine,
  // and a notice opening at once would still show up well under 1400 ms.
  const clickedAt = Date.now()
  await page.getByRole('link', { name: 'Cookie-Hinweis' }).click()
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
  await expect(notice).toBeVisible()
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400)
  await notice.getByRole('button', { name: 'Verstanden' }).click()
  await expect(notice).toBeHidden()

  // The flag is set once /cookies has been visited and left again (one more history entry, back on
  // the feed); only then to /unauthorized, or a slow redirect would land after it.
  const entries = await page.evaluate(() => history.length)
  await page.getByRole('link', { name: 'Cookie-Hinweis' }).click()
  await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1)
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
  await page.evaluate(() => {
    history.pushState(null, '', '/app/unauthorized')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await page.waitForTimeout(2500)
  await expect(notice).toBeHidden()
  await page.getByRole('link', { name: 'Impressum' }).click()
  await expect(notice).toBeVisible()
})

test('a page whose code fails to load says so in German and offers a reload', async ({ page }) => {
  await page.route('**/assets/terms-page-*.js', (route) => route.abort())
  await page.addInitScript(() => {
    // SPEC §8: a lazily loaded page that fails to load fires a preload-error event.
    window.addEventListener('vite:preloadError', () => {
      ;(window as { preloadErrors?: number }).preloadErrors =
        ((window as { preloadErrors?: number }).preloadErrors ?? 0) + 1
    })
  })
  await page.goto('/app/terms')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht geladen werden' }),
  ).toBeVisible()
  // Once for the start's preload, once for the page's own attempt.
  const fired = await page.evaluate(() => (window as { preloadErrors?: number }).preloadErrors)
  expect(fired).toBeGreaterThanOrEqual(1)
  // The layout stays: the reader can go elsewhere, and the page tries again once reloaded.
  await page.unroute('**/assets/terms-page-*.js')
  await page.getByRole('button', { name: 'Neu laden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible()
})
