// Issue 2: the route table (docs/product.md#routes) in the browser: redirects, guards, the zen and
// classic preference redirects and the layout a page is shown in, for each kind of user.
import { expect, test, type Page } from '@playwright/test'
import { atAddress } from './support/address'
import { useSignedIn } from './support/signed-in'

async function expectRoute(page: Page, from: string, to: string, layout: string) {
  await page.goto(`/app${from}`)
  await expect(page).toHaveURL(atAddress(`/app${to}`))
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible()
}

// Every row's decision is unit-tested (src/app/route-table.test.ts); these check, once for each
// kind of user, that the shell acts on it in the browser.
test('a visitor sees an open page in the condensed layout and a guarded one at the login', async ({
  page,
}) => {
  await expectRoute(page, '/consent', '/consent', 'condensed')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen der Agenda' }),
  ).toBeVisible()
  await page.goto('/app/zen/list')
  await expect(page.getByLabel('Passwort')).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/idp\//)
})

test.describe('signed in as an editor', () => {
  useSignedIn('redaktion')

  test('a classic user is redirected, kept in the classic family and sees each layout', async ({
    page,
  }) => {
    await expectRoute(page, '/', '/events/standard', 'classic')
    await expectRoute(page, '/zen/preview/detail/e-3', '/events/preview/detail/e-3', 'classic')
    await expectRoute(page, '/settings', '/settings', 'condensed')
    await expectRoute(page, '/no/such/page', '/events/standard', 'classic')
  })

  test('/cookies flags the cookie notice, which opens 1500 ms later but never on /unauthorized', async ({
    page,
  }) => {
    await page.goto('/app/events/standard')
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
})

test.describe('signed in as a zen reader', () => {
  useSignedIn('zen')

  test('a zen user is kept in the zen routes and sees each layout', async ({ page }) => {
    await expectRoute(page, '/', '/zen/preview', 'zen')
    await expectRoute(page, '/events/list/detail/e-5', '/zen/list/detail/e-5', 'zen')
    await expectRoute(page, '/settings', '/settings', 'condensed')
  })
})

test('a page whose code fails to load says so in German and offers a reload', async ({ page }) => {
  await page.route('**/assets/terms-page-*.js', (route) => route.abort())
  await page.addInitScript(() => {
    // docs/architecture.md#start-up: a lazily loaded page that fails to load fires a preload-error event.
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
