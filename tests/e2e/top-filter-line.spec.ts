// Issue 36, item 3: whenever the top filter hides matches, every classic view says so in a line a reader
// sees (not only a screen reader): „Nur Top-Einträge: 9 von 165 Terminen. 156 weitere
// ausgeblendet.“ with „Alle anzeigen“, on a phone and a desktop, at first and after a search. The zen
// feed's Top section says it too, and „Alle anzeigen“ opens its section Alle Einträge.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { useSignedIn } from './support/signed-in'

test.describe.configure({ timeout: 150_000 })

const VIEWS = [
  '/app/events/standard',
  '/app/events/list',
  '/app/events/preview',
  '/app/events/monthly',
]
const LINE = /Nur Top-Einträge: ([\d.]+) von ([\d.]+) Terminen?\. ([\d.]+) weitere ausgeblendet\./
const number = (text: string | undefined) => Number((text ?? '').replaceAll('.', ''))

/** The line is there for the eye: in the viewport, not clipped to nothing, not hidden. */
async function expectSeen(page: Page, line: Locator) {
  await expect(line).toBeVisible()
  await line.scrollIntoViewIfNeeded()
  await expect(line).toBeInViewport({ ratio: 1 })
  const box = await line.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(100)
  expect(box?.height ?? 0).toBeGreaterThan(10)
  const showAll = page.getByRole('button', { name: 'Alle anzeigen' })
  await expect(showAll).toBeVisible()
  await expect(showAll).toBeInViewport({ ratio: 1 })
  const [, shown, all, hidden] = LINE.exec((await line.textContent()) ?? '') ?? []
  expect(number(hidden)).toBeGreaterThan(0)
  expect(number(shown) + number(hidden)).toBe(number(all))
}

for (const width of [390, 1440]) {
  test.describe(`classic at ${width} px`, () => {
    useSignedIn('kollegin')
    test(`every view says what the top filter hides at ${width} px, at first and after a search`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      for (const path of VIEWS) {
        await page.goto(path)
        await expectSeen(page, page.getByText(LINE).first())
      }
      // A first search in the list: the line counts the search's matches.
      await page.goto('/app/events/list')
      const before = (await page.getByText(LINE).first().textContent()) ?? ''
      const field = page.getByRole('searchbox', { name: 'Termine durchsuchen' })
      await field.fill('Pressekonferenz')
      await field.press('Enter')
      const line = page.getByText(LINE).first()
      await expect(line).not.toHaveText(before)
      await expectSeen(page, line)
      await page.screenshot({ path: `test-results/top-line-${width}.png` })
      await page.getByRole('button', { name: 'Alle anzeigen' }).click()
      await expect(page.getByText(LINE)).toHaveCount(0)
      await expect(field).toHaveValue('Pressekonferenz')
    })
  })

  test.describe(`zen at ${width} px`, () => {
    useSignedIn('zen')
    test(`the zen Top section says what it hides and shows all entries at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await page.goto('/app/zen/preview')
      await expectSeen(page, page.getByText(LINE).first())
      await page.goto('/app/zen/list')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Einträge')
      const line = page.getByText(LINE).first()
      await expectSeen(page, line)
      await page.screenshot({ path: `test-results/zen-top-line-${width}.png` })
      await page.getByRole('button', { name: 'Alle anzeigen' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Einträge')
      await expect(page.getByText(LINE)).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Alle Einträge' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page).toHaveURL(/\/zen\/list\?(.*&)?alle/)
      await expect(page.locator('.zen-entry').first()).toBeVisible()
      await page.screenshot({ path: `test-results/zen-all-${width}.png` })
    })
  })
}
