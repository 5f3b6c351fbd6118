// Issue 36, item 5: on a phone the search field has a row of its own at the full width, so a long
// query stays readable, and the header keeps the product's name; the desktop keeps one row each.
import { expect, test, type Page } from '@playwright/test'
import { useSignedIn } from './support/signed-in'

// Reading only: the colleague's account (young, so no Zen prompt over the feed) signed in once.
useSignedIn('kollegin')

const LONG_QUERY =
  'Bundestag ODER Landtag -Sport "Haushalt der Bundesregierung" Klimaschutzkonferenz'

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Termine durchsuchen' })
const productName = (page: Page) => page.locator('.app-header').getByText('Agenda', { exact: true })

/** The name is shown, not only kept for screen readers (a visually hidden text is 1 px wide). */
async function expectProductName(page: Page) {
  await expect(productName(page)).toBeVisible()
  expect((await productName(page).boundingBox())?.width).toBeGreaterThan(40)
}

async function width(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not shown`)
  return box.width
}

test('on a 390 px phone the search takes the width and the header names the product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/events/standard')
  await expectProductName(page)
  await expect(searchBox(page)).toBeVisible()
  // The field's box, with its magnifier and help beside the text.
  expect(await width(page, '.search-input-row')).toBeGreaterThanOrEqual(300)
  expect(await width(page, '.search-input')).toBeGreaterThanOrEqual(240)

  await searchBox(page).fill(LONG_QUERY)
  await expect(page.locator('.search-chip')).toHaveCount(4)
  // Typed, the field keeps its width (the clear button comes in), and the chips wrap inside it.
  expect(await width(page, '.search-input-row')).toBeGreaterThanOrEqual(300)
  expect(await width(page, '.search-input')).toBeGreaterThanOrEqual(200)
  for (const chip of await page.locator('.search-chip').all()) {
    const box = await chip.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  }
})

test('on a 1440 px desktop the header and the search row stay one row', async ({ page }) => {
  await page.goto('/app/events/standard')
  await expectProductName(page)
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y
  // The search, the filter button and the tools beside it share their row.
  await expect(searchBox(page)).toBeVisible()
  const filter = page.getByRole('button', { name: /^Filter/ })
  const [field, button] = [
    await page.locator('.search-input-row').boundingBox(),
    await filter.boundingBox(),
  ]
  expect(
    field && button && Math.abs(field.y + field.height / 2 - (button.y + button.height / 2)),
  ).toBeLessThan(4)
  expect(await width(page, '.search-input')).toBeGreaterThanOrEqual(400)
  // The header is one bar: the name and the user menu at one height.
  const header = await page.locator('.app-header').boundingBox()
  expect(header?.height).toBeLessThan(70)
  expect(await top(productName(page))).toBeLessThan(50)
})
