// Issue 13, item 1: the top filter (on by default) never hides results silently. The feed says
// how many entries the search finds without it and offers them; facet counts the top filter
// brings to 0 say what lies outside it; a saved search names its filters, the top filter too.
import { expect, test, type Page } from '@playwright/test'
import { addDays, berlinDaysWindow, berlinToday, monthOf } from '../../domain/berlin-time'
import type { EventSearchResponse } from '../../domain/events-api'
import { TOP_FILTER, type FilterRule } from '../../domain/filter-rules'
import { expectNoSeriousA11yViolations, unfoldFilterGroups } from './support/agenda'
import { saveCurrentSearch, savedSearchItem, uniqueName } from './support/saved-searches'
import { freshAccount, signIn, storedTicket } from './support/sign-in'
import { useSignedIn } from './support/signed-in'

// Signing in on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 150_000 })

const today = berlinToday()
const range = { from: today, to: addDays(today, 13) }
const listPath = `/app/events/list?from=${range.from}&to=${range.to}`

/** How many entries of the range the rules find, asked of the API as the app would. */
async function countOf(page: Page, filterRules: FilterRule[], days = range): Promise<number> {
  const response = await page.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${(await storedTicket(page)) ?? ''}` },
    data: { ...berlinDaysWindow(days), filterRules, limit: 1 },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as EventSearchResponse).total
}

/** A word the seeded agenda has entries for in the range, none of them a top entry. */
async function wordWithoutTopEntries(page: Page): Promise<{ word: string; all: number }> {
  for (const word of ['Landtag', 'Stadtrat', 'Kreistag', 'Gemeinderat', 'Ausschuss', 'Konzert']) {
    const text: FilterRule = { type: 'FILTER_FULLTEXT', values: [word] }
    const all = await countOf(page, [text])
    if (all > 0 && (await countOf(page, [TOP_FILTER, text])) === 0) return { word, all }
  }
  throw new Error('no word with entries but without top entries in the seeded range')
}

const count = (value: number) => value.toLocaleString('de-DE')
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Termine durchsuchen' })
const topCheckbox = (page: Page) => page.getByRole('checkbox', { name: 'Nur Top-Einträge' })

async function search(page: Page, text: string) {
  await searchField(page).fill(text)
  await searchField(page).press('Enter')
}

test.describe('read as a colleague', () => {
  // Reading only: the colleague's account signed in once.
  useSignedIn('kollegin')

  test('a search without top entries says how many it finds without the top filter', async ({
    page,
  }) => {
    await page.goto(listPath)
    const { word, all } = await wordWithoutTopEntries(page)
    await search(page, word)

    await expect(
      page.getByRole('heading', { name: 'Keine Top-Einträge in diesem Zeitraum' }),
    ).toBeVisible()
    await expect(
      page.getByText(
        all === 1
          ? 'Nur Top-Einträge: 0 von 1 Termin. 1 weiterer'
          : `Nur Top-Einträge: 0 von ${count(all)} Terminen. ${count(all)} weitere`,
      ),
    ).toBeVisible()
    // A facet option with entries only outside Top does not read a bare 0.
    await unfoldFilterGroups(page)
    await expect(page.getByRole('checkbox', { name: /0 \(\d+ ohne Top\)/ }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Alle anzeigen' }).click()
    await expect(topCheckbox(page)).not.toBeChecked()
    await expect(page.locator('.feed-summary')).toHaveText(
      `${count(all)} ${all === 1 ? 'Termin' : 'Termine'}`,
    )
    await expect(page.locator('[data-entry]').first()).toBeVisible()
    await expect(searchField(page)).toHaveValue(word)
  })

  test('the default set says what the top filter leaves out', async ({ page }) => {
    await page.goto(listPath)
    const top = await countOf(page, [TOP_FILTER])
    const all = await countOf(page, [])
    expect(all).toBeGreaterThan(top)

    await expect(
      page.getByText(`Nur Top-Einträge: ${count(top)} von ${count(all)} Terminen`),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Alle anzeigen' }).click()
    await expect(topCheckbox(page)).not.toBeChecked()
    await expect(page.locator('.feed-summary')).toHaveText(`${count(all)} Termine`)
  })

  test('Monat and 7-Tage say what the top filter leaves out, from their day summary', async ({
    page,
  }) => {
    const month = monthOf(today)
    await page.goto(`/app/events/monthly?from=${month.from}`)
    const top = await countOf(page, [TOP_FILTER], month)
    const all = await countOf(page, [], month)
    await expect(
      page.getByText(`Nur Top-Einträge: ${count(top)} von ${count(all)} Terminen`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Alle anzeigen' })).toBeVisible()

    const week = { from: today, to: addDays(today, 6) }
    await page.goto(`/app/events/preview?from=${week.from}&to=${week.to}`)
    const weekTop = await countOf(page, [TOP_FILTER], week)
    const weekAll = await countOf(page, [], week)
    await expect(
      page.getByText(`Nur Top-Einträge: ${count(weekTop)} von ${count(weekAll)} Terminen`),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Alle anzeigen' }).click()
    await expect(topCheckbox(page)).not.toBeChecked()
    await expect(page.locator('.feed-summary')).toHaveText(`${count(weekAll)} Termine`)
  })
})

test('a saved search names every filter it holds, the top filter included', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await search(page, 'Landtag')
  const name = uniqueName('Landtag')

  await page.getByRole('button', { name: 'Suche speichern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' })
  const holds = dialog.getByRole('list', { name: 'Gespeichert wird:' }).getByRole('listitem')
  await expect(holds).toHaveText(['Suchbegriffe: Landtag', 'Nur Top-Einträge'])
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await expect(holds.nth(1)).toBeInViewport()
    await page.screenshot({ path: `test-results/save-search-holds-${width}.png` })
  }
  await dialog.getByRole('button', { name: 'Abbrechen' }).click()

  await saveCurrentSearch(page, name)
  await expect(savedSearchItem(page, name)).toContainText('„Landtag“ · Nur Top-Einträge')
})
