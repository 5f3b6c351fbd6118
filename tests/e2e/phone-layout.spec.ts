// No page is wider than a 360 px phone: every route of the route table, signed in where it needs
// it, is checked for horizontal overflow (the document scrolls sideways, or an element sticks out).
import { expect, test, type Page } from '@playwright/test'
import { findEventWithNewsItems } from './support/agenda'
import { offlineIndicator, visitFeedOnline } from './support/offline'
import { freshAccount, signIn } from './support/sign-in'

test.use({ viewport: { width: 360, height: 780 } })

/**
 * What sticks out beyond the window, or null: the document scrolling sideways, or a visible element
 * reaching past the right edge without a scrolling or clipping box of its own around it (content a
 * body with hidden overflow would silently cut off).
 */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width) {
      return `the page is ${document.documentElement.scrollWidth} px wide`
    }
    const clippedByAncestor = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body;) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
        parent = parent.parentElement
      }
      return false
    }
    const culprit = Array.from(document.querySelectorAll<HTMLElement>('body *')).find((element) => {
      const box = element.getBoundingClientRect()
      return (
        box.width > 0 &&
        box.right > width + 1 &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !clippedByAncestor(element)
      )
    })
    if (!culprit) return null
    const right = Math.round(culprit.getBoundingClientRect().right)
    return `${culprit.tagName.toLowerCase()}.${culprit.className} reaches ${right} px`
  })
}

async function expectFits(page: Page, path: string) {
  await page.goto(`/app${path}`)
  // Not 'networkidle': the live agenda refetches whenever someone changes an entry, which on a
  // busy server (the whole suite at once) may never leave the network quiet for long.
  await expect(page.locator('main h1, main h2').first()).toBeVisible()
  await expect(page.locator('.spinner, .feed-skeleton, .news-loading')).toHaveCount(0)
  expect(await overflow(page), path).toBeNull()
}

test('public and message pages fit a 360 px phone', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/imprint', '/unauthorized'])
    await expectFits(page, path)
})

test('the consent page fits a 360 px phone', async ({ page }) => {
  // A new account is sent to the consent page after signing in.
  await signIn(page, freshAccount('neu'), '/app/events/standard')
  await expect(page).toHaveURL(/\/app\/consent/)
  await expectFits(page, '/consent')
})

test('every signed-in page fits a 360 px phone', async ({ page }) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  const event = await findEventWithNewsItems(page)
  const [item] = event.newsItems
  if (!item) throw new Error('the seeded agenda has news items')
  const paths = [
    '/events/standard',
    '/events/list',
    '/events/preview',
    '/events/monthly',
    `/events/standard/detail/${event.id}`,
    '/zen/preview',
    '/zen/list',
    `/zen/list/detail/${event.id}`,
    `/news/${item.id}/event/${event.id}`,
    '/settings',
    '/submit',
  ]
  for (const path of paths) await expectFits(page, path)
})

test('a news item whose headline holds a long German compound fits a 360 px phone', async ({
  page,
}) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  // „Regierungspressekonferenz“ alone is wider than the phone at headline size.
  const event = await findEventWithNewsItems(page, 'Regierungspressekonferenz')
  const [item] = event.newsItems
  if (!item) throw new Error('the event has a news item')
  await expectFits(page, `/news/${item.id}/event/${event.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Regierungspressekonferenz')
})

test('offline with a change waiting, the header and the user menu fit a 360 px phone', async ({
  page,
  context,
}) => {
  await visitFeedOnline(page, freshAccount('kollegin'))
  await context.setOffline(true)
  // The switch's input sits under its drawn track; a user clicks the label.
  await page.locator('label', { has: page.getByRole('switch') }).click()
  await expect(offlineIndicator(page)).toContainText('Offline')
  await expect(offlineIndicator(page)).toContainText('1 Änderung wartet auf Verbindung')
  expect(await overflow(page), 'offline header').toBeNull()

  const menuButton = page.getByRole('button', { name: /Benutzermenü/ })
  await expect(menuButton).toBeInViewport({ ratio: 1 })
  await menuButton.click()
  const address = page.locator('.user-menu__identity span')
  await expect(address).toBeVisible()
  expect(await overflow(page), 'user menu').toBeNull()
  // The address reads on one line, not broken inside the domain ("agenda.tes / t").
  const lineCount = await address.evaluate(
    (element) =>
      element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  )
  expect(Math.round(lineCount)).toBe(1)
  await context.setOffline(false)
})
