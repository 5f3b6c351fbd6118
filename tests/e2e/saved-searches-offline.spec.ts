// Saved searches offline: one made without a network waits on the device (and survives a reload
// and a rename), then reaches the server exactly once, even when the first replay's answer is lost.
import { expect, test, type Route } from '@playwright/test'
import { signIn, freshAccount } from './support/sign-in'
import {
  openItemMenu,
  saveCurrentSearch,
  savedSearchItem,
  savedSearchList,
  serverSavedSearches,
  uniqueName,
} from './support/saved-searches'

// Sign-in, two reloads, a rename and a replay: more than one page's 45 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 })

test('a search saved offline is kept, shown after a reload, and created once online', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // This visit goes through the service worker, so the app opens offline afterwards.
  await page.reload()
  await expect(savedSearchList(page)).toBeVisible()

  await context.setOffline(true)
  const name = uniqueName('Offline gespeichert')
  await saveCurrentSearch(page, name, { query: 'Hochwasser' })
  await expect(savedSearchItem(page, name)).toContainText('wartet')

  await page.reload()
  await expect(savedSearchItem(page, name)).toContainText('wartet')
  await expect(page.getByText('Offline: Stand des letzten Besuchs.')).toBeVisible()

  // Renamed while its create still waits: the create itself carries the new name.
  const renamed = `${name} umbenannt`
  const menu = await openItemMenu(page, name)
  await menu.getByRole('menuitem', { name: 'Umbenennen und Einstellungen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche bearbeiten' })
  await dialog.getByLabel('Name').fill(renamed)
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(savedSearchItem(page, renamed)).toContainText('wartet')

  // The first replay reaches the server, but its answer never reaches the page.
  const creates: string[] = []
  await context.route('**/filters/api/v1/filters', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue()
    creates.push(route.request().headers()['idempotency-key'] ?? '')
    if (creates.length > 1) return route.continue()
    await route.fetch()
    await route.abort('connectionreset')
  })
  await context.setOffline(false)

  await expect(savedSearchItem(page, renamed)).not.toContainText('wartet', { timeout: 20_000 })
  expect(creates.length).toBeGreaterThanOrEqual(2)
  expect(new Set(creates).size).toBe(1)
  const held = await serverSavedSearches(page, request)
  expect(held.filter((search) => search.name === renamed)).toHaveLength(1)
  expect(held.filter((search) => search.name === name)).toHaveLength(0)
})
