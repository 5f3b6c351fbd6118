// Issue 39: a start at the address of the last-seen Monat paints that month's picture from the
// service worker before the app's code has run; the real grid replaces it, and the next user of
// the browser never sees it.
import { expect, test, type Page } from '@playwright/test'
import { freshAccount, signIn, submitLogin } from './support/sign-in'

// Two sign-ins and three starts through the worker: more than 45 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const MONAT = '/app/events/monthly'
const PICTURE = '<div id="start-picture" aria-hidden="true" inert>'

/** Monat drawn, its page under the worker, and its picture kept for this address. */
async function seeMonat(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.goto(MONAT)
  await expect(page.locator('#root .month-grid')).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await caches.match(location.href, { cacheName: 'agenda-data-start-picture' })),
      ),
    )
    .toBe(true)
}

test('a reload of Monat paints the picture first, and the real grid replaces it', async ({
  page,
}) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  await seeMonat(page)

  const reloaded = await page.reload()
  const html = (await reloaded?.text()) ?? ''
  expect(html).toContain(PICTURE)
  expect(html.slice(html.indexOf(PICTURE))).toContain('class="month-grid"')
  await expect(page.locator('#root .month-grid')).toBeVisible()
  await expect(page.locator('#start-picture')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Monat vor' })).toBeVisible()

  // Started at this address once, the next start sends its first request early: with the
  // picture that script stands behind it, and still goes before the app's modules are even asked
  // for; the app takes its answer instead of asking again. Read from this document's own
  // resource timing (the page before it may still load code of its own as it goes).
  expect(await (await page.reload())?.text()).toContain(PICTURE)
  await expect(page.locator('#root .month-grid')).toBeVisible()
  const start = await page.evaluate(() => {
    const loaded = performance.getEntriesByType('resource')
    const modules = loaded.filter((entry) =>
      /^\/app\/assets\/.*\.js$/.test(new URL(entry.name).pathname),
    )
    return {
      summary: loaded.find((entry) => entry.name.endsWith('/day-summary'))?.startTime,
      firstModule: Math.min(...modules.map((entry) => entry.startTime)),
      earlyRequestLeft:
        (window as { agendaEarlyRequest?: unknown }).agendaEarlyRequest !== undefined,
    }
  })
  expect(start.summary).toBeLessThan(start.firstModule)
  expect(start.earlyRequestLeft).toBe(false)
})

test('after a sign-out the next user starts on Monat without the last user’s picture', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await seeMonat(page)
  const kept = page.url()

  await page.getByRole('button', { name: /Benutzermenü/ }).click()
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
  await expect(page.getByLabel('Passwort')).toBeVisible()
  await submitLogin(page, freshAccount('kollegin'))
  await page.waitForURL((url) => url.pathname.startsWith('/app/') && !url.search.includes('code='))

  const opened = await page.goto(kept)
  expect(await opened?.text()).not.toContain(PICTURE)
  await expect(page.locator('#root .month-grid')).toBeVisible()
})
