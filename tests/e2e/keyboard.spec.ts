// Keyboard users reach the agenda fast (docs/product.md#keyboard): skip links to the search and
// the entries, "/" and Alt+Shift+E, folded filter groups, and a focused entry never under the
// sticky header.
import { expect, test, type Page } from '@playwright/test'
import { useSignedIn } from './support/signed-in'
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Termine durchsuchen' })
const entries = (page: Page) => page.locator('[data-entry]')
const focusedIsEntry = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-entry') ?? false)
const focusedIsEntryOrItsCheckbox = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.matches(
        '[data-entry], .selectable-entry input[type="checkbox"], .favourite-star',
      ) ?? false,
  )

async function openFeed(page: Page) {
  await page.goto('/app/events/standard')
  await expect(entries(page).first()).toBeVisible()
}

/** A fresh load: nothing has focus, Tab starts at the top of the page. */
async function fromPageStart(page: Page) {
  await page.reload()
  await expect(entries(page).first()).toBeVisible()
}

test('from the page start the skip links lead to the search and to the first entry', async ({
  page,
}) => {
  await openFeed(page)
  await fromPageStart(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Zur Suche springen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(searchField(page)).toBeFocused()

  await fromPageStart(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Zu den Terminen springen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(entries(page).first()).toBeFocused()
})

test('"/" goes to the search unless one is typing; Alt+Shift+E goes to the entries', async ({
  page,
}) => {
  await openFeed(page)
  await page.keyboard.press('/')
  await expect(searchField(page)).toBeFocused()
  await page.keyboard.type('Berlin/Brandenburg')
  await expect(searchField(page)).toHaveValue('Berlin/Brandenburg')
  await page.getByRole('button', { name: 'Suche löschen' }).click()
  await expect(entries(page).first()).toBeVisible()

  await page.keyboard.press('Alt+Shift+KeyE')
  await expect(entries(page).first()).toBeFocused()
})

test('the filter groups start folded, so the entries are a few Tabs after the search', async ({
  page,
}) => {
  await openFeed(page)
  await searchField(page).focus()
  let presses = 0
  while (!(await focusedIsEntry(page)) && presses < 80) {
    await page.keyboard.press('Tab')
    presses++
  }
  // Search help, filter button, „Drucken“, „Als PDF“, sort, "Nur Top-Einträge", five group
  // headings, "Alle sichtbaren auswählen", the first entry's checkbox, the first entry.
  expect(presses).toBeLessThanOrEqual(16)

  const ressorts = page.locator('details.filter-group', { hasText: 'Ressorts' })
  await ressorts.locator('summary').click()
  await expect(ressorts.getByRole('checkbox', { name: 'Politik' })).toBeVisible()
  await page.reload()
  await expect(ressorts.getByRole('checkbox', { name: 'Politik' })).toBeVisible()
  await expect(
    page.locator('details.filter-group', { hasText: 'Material' }).getByRole('checkbox').first(),
  ).toBeHidden()
})

test('an entry reached by keyboard is never under the sticky header', async ({ page }) => {
  await openFeed(page)
  // Every entry, not only the top ones: a list long enough to scroll.
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  await expect(page.locator('.feed-summary')).not.toHaveText(/^[0-9] Termin/)
  // Chromium scrolls in layout units of 1/64 px and may leave a focused element a fraction of a
  // pixel under the header; under it means covered by a whole pixel or more.
  const headerBottom = async () =>
    ((await page.locator('.app-header').boundingBox())?.height ?? Number.POSITIVE_INFINITY) - 1
  const focusedTop = () =>
    page.evaluate(() => (document.activeElement as HTMLElement).getBoundingClientRect().top)

  await page.keyboard.press('Alt+Shift+KeyE')
  for (let step = 0; step < 20; step++) await page.keyboard.press('ArrowDown')
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('ArrowUp')
    expect(await focusedTop()).toBeGreaterThanOrEqual(await headerBottom())
  }
  // Backwards through entries, their stars and selection checkboxes, one stop each.
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusedIsEntryOrItsCheckbox(page)).toBe(true)
    expect(await focusedTop()).toBeGreaterThanOrEqual(await headerBottom())
  }
})
