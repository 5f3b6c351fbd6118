// Issue 14, item 1: with a stored ticket the agenda starts in one round trip. Its first search
// does not wait for the provider's settings or library; the silent check follows once the agenda
// is on screen, from the provider's cache while its token is fresh, else with its library; the
// saved searches come as light rows whose drag-and-drop list loads when the reader reaches for it
// and takes over once a press on a row has ended, so the row still receives its click.
import { expect, test, type Page, type Request } from '@playwright/test'
import { saveCurrentSearch, savedSearchItem, uniqueName } from './support/saved-searches'
import { freshAccount, signIn } from './support/sign-in'

// Without the service worker every request of the page passes page.route; the start is the same.
test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 90_000 })

// The provider's library and its error messages (src/lib/auth/provider-library.ts).
const isProviderLibrary = (request: Request) => /\/provider-library-[^/]*\.js$/.test(request.url())
const isSearch = (request: Request) => request.url().endsWith('/events/api/v1/events/search')

/** Every request the page makes from now on, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** Lets the provider's cached access token expire, as it has on the next day's visit. */
async function expireProviderToken(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@::') || key.endsWith('::@@user@@')) continue
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number }
      localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 0 }))
    }
  })
}

test('with a stored ticket the agenda shows before the provider is asked; the check follows', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await expect(page.locator('[data-entry]').first()).toBeVisible()

  // The provider's settings are held back until the agenda is on screen: a start that waited
  // for them would never show an entry.
  let releaseConfig!: () => void
  const configHeld = new Promise<void>((resolve) => {
    releaseConfig = resolve
  })
  await page.route('**/app/config.json', async (route) => {
    await configHeld
    await route.continue()
  })
  const events: string[] = []
  page.on('request', (request) => {
    if (isProviderLibrary(request)) events.push('provider library asked')
  })
  page.on('response', (response) => {
    if (isSearch(response.request())) events.push('search answered')
  })
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  releaseConfig()
  await expect(page.getByRole('button', { name: /Benutzermenü/ })).toBeVisible()

  // With the provider's token fresh in its cache, the check answers from it: no library. The
  // stars arrive once the first screen has settled, after the check's moment.
  await expect(page.locator('.favourite-star:visible').first()).toBeVisible()
  expect(events).not.toContain('provider library asked')

  // With the token to renew, the check needs the library, but only after the first answer.
  await expireProviderToken(page)
  events.length = 0
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await expect.poll(() => events).toContain('provider library asked')
  expect(events[0]).toBe('search answered')
  await expect(page.getByRole('button', { name: /Benutzermenü/ })).toBeVisible()
})

test('saved searches show as light rows; their drag-and-drop list loads when reached for', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const name = uniqueName('Leicht')
  await saveCurrentSearch(page, name, { query: 'Landtag' })

  const requests = recordRequests(page)
  await page.goto('/app/events/standard')
  const nav = page.getByRole('navigation', { name: 'Gespeicherte Suchen' })
  const lightRow = nav.getByRole('button', { name: new RegExp(name) })
  await expect(lightRow).toBeVisible()
  await expect(nav.getByRole('grid')).toHaveCount(0)
  const listCode = () =>
    requests.some((request) => /saved-search-tools-[^/]*\.js$/.test(request.url()))
  expect(listCode()).toBe(false)

  // Reaching for the column brings the full list, with each search's handle and menu.
  await nav.hover()
  await expect(nav.getByRole('grid', { name: 'Gespeicherte Suchen' })).toBeVisible()
  expect(listCode()).toBe(true)
  await expect(nav.getByRole('button', { name: `„${name}“ verschieben` })).toBeVisible()
  await expect(savedSearchItem(page, name)).toBeVisible()
})

test('a light row chosen by keyboard keeps the focus when the full list takes over', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const name = uniqueName('Tastatur')
  await saveCurrentSearch(page, name, { query: 'Bundestag' })
  await page.goto('/app/events/standard')

  const nav = page.getByRole('navigation', { name: 'Gespeicherte Suchen' })
  await nav.getByRole('button', { name: new RegExp(name) }).focus()
  const row = nav.getByRole('grid').getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/filterId=/)
})

test('a click on a light row chooses its search when the full list arrives during the press', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const name = uniqueName('Klick')
  await saveCurrentSearch(page, name, { query: 'Landtag' })
  await page.goto('/app/events/standard')

  // The list's code is held until the button is down, then arrives before it is released: a
  // press on a phone lasts about as long as the code takes from the cache.
  let releaseTools!: () => void
  const toolsHeld = new Promise<void>((resolve) => (releaseTools = resolve))
  await page.route(/saved-search-tools-[^/]*\.js$/, async (route) => {
    await toolsHeld
    await route.continue()
  })
  const nav = page.getByRole('navigation', { name: 'Gespeicherte Suchen' })
  const lightRow = nav.getByRole('button', { name: new RegExp(name) })
  const box = await lightRow.boundingBox()
  if (!box) throw new Error('the light row has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  const toolsLoaded = page.waitForResponse(/saved-search-tools-[^/]*\.js$/)
  releaseTools()
  await toolsLoaded
  // Time for the full list to take over, as it did before the press was taken into account.
  await page.waitForTimeout(1000)
  await page.mouse.up()

  await expect(page).toHaveURL(/filterId=/)
  await expect(page.getByRole('searchbox', { name: 'Termine durchsuchen' })).toHaveValue('Landtag')
  await expect(nav.getByRole('grid', { name: 'Gespeicherte Suchen' })).toBeVisible()
})

test('Monat starts without the list views’ code; Standard fetches it before the search answers', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/monthly')
  const isListCode = (request: Request) => /\/assets\/list-[^/]*\.js$/.test(request.url())
  let requests = recordRequests(page)
  await page.reload()
  await expect(page.locator('.month-view')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests.some(isListCode)).toBe(false)

  // Standard, opened from Monat, loads it on demand; a start on Standard asks for it at once,
  // not after its first search has answered.
  await page
    .getByRole('navigation', { name: 'Ansicht' })
    .getByRole('link', { name: 'Standard' })
    .click()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  requests = recordRequests(page)
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  const listAsked = requests.findIndex(isListCode)
  const searchAsked = requests.findIndex(isSearch)
  expect(listAsked).toBeGreaterThanOrEqual(0)
  expect(listAsked).toBeLessThan(searchAsked)
})

test('a start at an address opened before sends its first search before the app has run, once', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  // This start remembers its first search; the next one at the same address sends it early.
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  const requests = recordRequests(page)
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const isListCode = (request: Request) => /\/assets\/list-[^/]*\.js$/.test(request.url())
  const firstPages = requests.filter(
    (request) => isSearch(request) && request.postDataJSON().cursor === undefined,
  )
  // The list's code is asked for once the app's code runs; the search left before that, and
  // the app took its answer instead of asking again.
  expect(firstPages).toHaveLength(1)
  expect(requests.indexOf(firstPages[0] as Request)).toBeLessThan(requests.findIndex(isListCode))
})

test('what the start loads after its first screen is not asked for before the first entries show', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  // In the page, from its start: when the first entry entered the document.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-entry]')) return
      performance.mark('first-entry')
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Als PDF/ }).first()).toBeVisible()
  const [firstEntry, afterStart] = await page.evaluate(() => [
    performance.getEntriesByName('first-entry')[0]?.startTime,
    performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/after-start-[^/]*\.js$/.test(entry.name))?.startTime,
  ])
  expect(firstEntry).toBeDefined()
  expect(afterStart).toBeDefined()
  expect(afterStart).toBeGreaterThan(firstEntry ?? Infinity)
})
