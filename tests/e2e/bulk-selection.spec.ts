// Issue 15: selecting entries in Standard, Liste and 7-Tage and the bulk bar that counts them
// (docs/product.md#selection), by mouse, touch and keyboard, on a desktop and on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { useSignedIn } from './support/signed-in'

// Axe on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 90_000 })
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
] as const

const entries = (page: Page) => page.locator('[data-entry]').locator('visible=true')
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Auswahl' })
const count = (page: Page) => bar(page).getByRole('status')
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Alle sichtbaren auswählen' })

/** The checkbox of an entry, pinned by its id (an entry of several days is drawn on each day). */
const checkboxOf = (page: Page, id: string): Locator =>
  page
    .locator('.selectable-entry', { has: page.locator(`[data-event-id="${id}"]`) })
    .locator('visible=true')
    .first()
    .getByRole('checkbox')

/**
 * Opens a view in a new browser (no zen prompt, nothing left from another test). Every
 * entry by default (an empty search in the address); `top` keeps the default top filter, whose few
 * entries arrive on one page.
 */
async function openFeed(page: Page, mode: string, entriesShown: 'all' | 'top' = 'all') {
  const search = entriesShown === 'all' ? '?q=' : ''
  await page.goto(`/app/events/${mode}${search}`)
  await expect(entries(page).first()).toBeVisible()
}

/**
 * The ids of the first `n` entries drawn, in order, an entry of several days once per day. The
 * list draws only the rows in view first and the ones just below when idle (a phone shows three).
 */
async function firstIds(page: Page, n: number): Promise<string[]> {
  const drawn = () =>
    entries(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('data-event-id') ?? ''),
    )
  await expect.poll(async () => (await drawn()).length).toBeGreaterThanOrEqual(n)
  return (await drawn()).slice(0, n)
}

for (const { name, viewport, hasTouch } of WIDTHS) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch })

    test('three entries selected by pointer are counted; the checkbox never opens the detail', async ({
      page,
    }) => {
      await openFeed(page, 'list')
      const ids = [...new Set(await firstIds(page, 8))].slice(0, 3)
      expect(ids).toHaveLength(3)
      await expect(bar(page)).toBeHidden()
      for (const id of ids) {
        const box = checkboxOf(page, id)
        if (hasTouch) await box.tap()
        else await box.click()
        await expect(box).toBeChecked()
      }
      await expect(count(page)).toHaveText('3 Termine ausgewählt')
      await page.screenshot({ path: `test-results/bulk-bar-${name}.png` })
      await expect(page).not.toHaveURL(/\/detail\//)
      await expect(page.getByRole('dialog')).toBeHidden()

      // The box is named after its entry.
      const title = await page
        .locator(`[data-event-id="${ids[0]}"] .event-title-text`)
        .first()
        .textContent()
      await expect(checkboxOf(page, ids[0] ?? '')).toHaveAccessibleName(`Auswählen: ${title}`)

      await bar(page).getByRole('button', { name: 'Auswahl aufheben' }).click()
      await expect(bar(page)).toBeHidden()
      await expect(checkboxOf(page, ids[0] ?? '')).not.toBeChecked()
    })

    test('Shift selects the run between two entries, each entry once', async ({ page }) => {
      await openFeed(page, 'standard')
      const ids = await firstIds(page, 5)
      await checkboxOf(page, ids[0] ?? '').click()
      await checkboxOf(page, ids[4] ?? '').click({ modifiers: ['Shift'] })
      const unique = new Set(ids)
      await expect(count(page)).toHaveText(`${unique.size} Termine ausgewählt`)
      for (const id of unique) await expect(checkboxOf(page, id)).toBeChecked()
      const after = (await firstIds(page, 6))[5]
      if (after && !unique.has(after)) await expect(checkboxOf(page, after)).not.toBeChecked()
    })

    test('all visible entries are selected at once and Escape clears them', async ({ page }) => {
      await openFeed(page, 'list', 'top')
      await selectAll(page).check()
      const shown = new Set(await firstIds(page, 1))
      for (const id of await firstIds(page, await entries(page).count())) shown.add(id)
      for (const id of shown) await expect(checkboxOf(page, id)).toBeChecked()
      // Every entry loaded counts, also those the list has not drawn yet: here all of the search.
      const summary = (await page.locator('.feed-summary-row').textContent()) ?? ''
      const total = /\d+/.exec(summary)?.[0]
      await expect(count(page)).toHaveText(`${total} Termine ausgewählt`)

      await page.keyboard.press('Escape')
      await expect(bar(page)).toBeHidden()
      await expect(selectAll(page)).not.toBeChecked()
    })

    test('the bar never covers the last entries and is clean for axe', async ({ page }) => {
      await openFeed(page, 'standard', 'top')
      await selectAll(page).check()
      await expect(bar(page)).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const last = entries(page).last()
      await expect(last).toBeInViewport()
      const lastBox = await last.boundingBox()
      const barBox = await bar(page).boundingBox()
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)
      await page.screenshot({ path: `test-results/bulk-bar-${name}-end.png` })
      // The message bar keeps clear of it.
      const reserved = await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--bulk-bar-height'),
      )
      expect(reserved).toBe(`${Math.round(barBox?.height ?? 0)}px`)
    })
  })
}

test('keyboard only: Space selects the focused entry, arrows move, Enter still opens', async ({
  page,
}) => {
  await openFeed(page, 'list')
  const ids = await firstIds(page, 3)
  expect(new Set(ids).size).toBe(3) // the seeded first day starts with three different entries
  await page.keyboard.press('Alt+Shift+KeyE')
  await expect(entries(page).first()).toBeFocused()
  await page.keyboard.press('Space')
  await expect(count(page)).toHaveText('1 Termin ausgewählt')

  // Arrow to the next entry; its checkbox is one Shift+Tab away, and Space toggles it there too.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).toHaveAttribute('type', 'checkbox')
  await page.keyboard.press('Space')
  await expect(count(page)).toHaveText('2 Termine ausgewählt')
  // Arrow keys move on from a checkbox as from its entry.
  await page.keyboard.press('ArrowDown')
  await expect(entries(page).nth(2)).toBeFocused()
  await page.keyboard.press('Shift+Space')
  await expect(checkboxOf(page, ids[2] ?? '')).toBeChecked()

  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  // Escape closes the detail first and keeps the selection; the next one clears it.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(bar(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bar(page)).toBeHidden()
})

test('a new search starts a new selection', async ({ page }) => {
  await openFeed(page, 'list', 'top')
  await selectAll(page).check()
  await expect(bar(page)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  await expect(bar(page)).toBeHidden()
  await expect(entries(page).first()).toBeVisible()
  await expect(selectAll(page)).not.toBeChecked()
})

test('7-Tage: entries of the week are selected in its columns', async ({ page }) => {
  await openFeed(page, 'preview')
  const ids = [...new Set(await firstIds(page, 6))]
  await checkboxOf(page, ids[0] ?? '').click()
  await checkboxOf(page, ids[1] ?? '').click()
  await expect(count(page)).toHaveText('2 Termine ausgewählt')
  await page.screenshot({ path: 'test-results/bulk-bar-preview-desktop.png' })
  await expect(page).not.toHaveURL(/\/detail\//)
  await selectAll(page).check()
  const drawn = new Set(await firstIds(page, await entries(page).count()))
  await expect(count(page)).toHaveText(`${drawn.size} Termine ausgewählt`)
})
