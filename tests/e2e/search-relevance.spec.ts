// Issue 36, item 1: a search ranks what a journalist means. Sorted by „Relevanz“, „Pressekonferenz“
// lists the entries with the word in their title first; a football match whose description only
// says „Pressekonferenz etwa 20 Minuten nach Spielende“ comes under „Nur im Beschreibungstext“ and
// says „Nur im Text“ with the word marked. Needs the server's ranking (branch i36-rank).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { addDays, berlinToday } from '../../domain/berlin-time'
import { useSignedIn } from './support/signed-in'

// Signing in on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 150_000 })

const today = berlinToday()
const standardPath = `/app/events/standard?from=${today}&to=${addDays(today, 13)}`

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Termine durchsuchen' })

/** A row's position in the virtual list. */
const rowIndex = async (row: Locator) => Number(await row.getAttribute('data-index'))

test.describe('search by relevance', () => {
  // Reading only; the sort and filters are kept on this browser's device, not the account.
  useSignedIn('kollegin')

  test('lists title matches before matches only in the description, which say so', async ({
    page,
  }) => {
    await page.goto(standardPath)
    const filters = page.getByRole('complementary', { name: 'Filter' })
    // The rail's state is the device's: open it only where it is closed.
    const filterToggle = page.getByRole('button', { name: /^Filter( \d+)?$/ })
    await expect(filterToggle).toHaveAttribute('aria-expanded', /true|false/)
    if ((await filterToggle.getAttribute('aria-expanded')) === 'false') await filterToggle.click()
    await filters.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
    await filters.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('Relevanz')
    await expect(filters.getByText('Ohne Suchbegriff nach Datum des Termins.')).toBeVisible()
    await searchField(page).fill('Pressekonferenz')
    await searchField(page).press('Enter')
    await expect(filters.getByText(/^Treffer im Titel zuerst/)).toBeVisible()

    const list = page.getByRole('list', { name: 'Termine' })
    const titleHeading = list.getByRole('heading', { name: 'Treffer im Titel' })
    await expect(titleHeading).toBeVisible()
    // `has` looks inside each row: the locator given starts from the page, not from the list.
    const rowOf = (inside: Locator) => list.getByRole('listitem').filter({ has: inside })
    const heading = (name: string) => page.getByRole('heading', { name })
    const titleIndex = await rowIndex(rowOf(heading('Treffer im Titel')))

    // The description-only matches come last: scroll until their heading is drawn.
    const bodyHeading = list.getByRole('heading', { name: 'Nur im Beschreibungstext' })
    await expect(async () => {
      if (!(await bodyHeading.isVisible())) await page.mouse.wheel(0, 800)
      await expect(bodyHeading).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    const bodyIndex = await rowIndex(rowOf(heading('Nur im Beschreibungstext')))
    expect(bodyIndex).toBeGreaterThan(titleIndex)

    const bodyEntry = rowOf(page.locator('.body-match')).first()
    await expect(bodyEntry).toBeVisible()
    expect(await rowIndex(bodyEntry)).toBeGreaterThan(bodyIndex)
    await expect(bodyEntry.locator('.body-match')).toContainText('Nur im Text:')
    await expect(bodyEntry.locator('mark').first()).toHaveText(/Pressekonferenz/i)
    await expect(bodyEntry.getByRole('link')).toHaveAccessibleName(
      /Treffer nur im Beschreibungstext: .*Pressekonferenz/i,
    )
  })
})
