// Helpers for the saved-search end-to-end tests: the navigation list, the save overlay, and the
// filters API read with the user's own ticket (what the server really holds).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { storedTicket } from './sign-in'

/** The list in the navigation: light rows at first, the interactive grid once reached for. */
export const savedSearchList = (page: Page) =>
  page.getByRole('navigation', { name: 'Gespeicherte Suchen' }).locator('.saved-search-list')

export const savedSearchItem = (page: Page, name: string) =>
  savedSearchList(page).locator('.saved-search-item').filter({ hasText: name })

/** Types a query into the feed's search field and saves it under `name` with the overlay. */
export async function saveCurrentSearch(
  page: Page,
  name: string,
  options: { query?: string; isPublic?: boolean } = {},
): Promise<void> {
  if (options.query) {
    await page.getByRole('searchbox', { name: 'Termine durchsuchen' }).fill(options.query)
    await page.getByRole('searchbox', { name: 'Termine durchsuchen' }).press('Enter')
  }
  await page.getByRole('button', { name: 'Suche speichern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' })
  await dialog.getByLabel('Name').fill(name)
  if (options.isPublic)
    await dialog
      .locator('label')
      .filter({ hasText: /^Öffentlich/ })
      .click()
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(dialog).toBeHidden()
}

export async function openItemMenu(page: Page, name: string) {
  // The pointer comes to the column first, as a user's does: the menus load with the full list.
  await page.getByRole('navigation', { name: 'Gespeicherte Suchen' }).hover()
  await page.getByRole('button', { name: `Aktionen für „${name}“` }).click()
  return page.getByRole('menu')
}

interface ServerSavedSearch {
  name: string
  isPublic: boolean
  order: number
  alerts: { inApp: boolean; mail: 'off' | 'immediate' | 'digest'; push: boolean }
  _links: { self: { href: string } }
}

/** The signed-in user's saved searches as the server holds them. */
export async function serverSavedSearches(
  page: Page,
  request: APIRequestContext,
): Promise<ServerSavedSearch[]> {
  const ticket = await storedTicket(page)
  const response = await request.get('/filters/api/v1/filters?sort=order&size=1000', {
    headers: { authorization: `Bearer ${ticket ?? ''}` },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { _embedded: { filters: ServerSavedSearch[] } }
  return body._embedded.filters
}

export const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`
