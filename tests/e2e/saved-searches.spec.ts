// Saved searches end to end: save what the feed shows, choose it (filterId in the URL), rename,
// reorder by keyboard and by the menu, delete and undo.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { signIn, freshAccount } from './support/sign-in'
import {
  openItemMenu,
  saveCurrentSearch,
  savedSearchItem,
  savedSearchList,
  serverSavedSearches,
  uniqueName,
} from './support/saved-searches'

// Signing in, saving and axe twice on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })

test('saves the current search, applies it by filterId, renames it', async ({ page, request }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const name = uniqueName('Landtag')
  await saveCurrentSearch(page, name, { query: 'Landtag ODER Bundestag' })

  await expect(savedSearchItem(page, name)).toBeVisible()
  await expect(page).toHaveURL(/filterId=/)
  const id = new URL(page.url()).searchParams.get('filterId')
  const held = await serverSavedSearches(page, request)
  expect(held.filter((search) => search.name === name)).toHaveLength(1)

  // Another search text, then choosing the saved search brings its text back.
  const searchField = page.getByRole('searchbox', { name: 'Termine durchsuchen' })
  await searchField.fill('Sport')
  await searchField.press('Enter')
  await page.goto('/app/events/standard')
  await savedSearchItem(page, name).click()
  await expect(page).toHaveURL(new RegExp(`filterId=${id ?? ''}`))
  await expect(searchField).toHaveValue('Landtag ODER Bundestag')

  await expectNoSeriousA11yViolations(page)

  const menu = await openItemMenu(page, name)
  await menu.getByRole('menuitem', { name: 'Umbenennen und Einstellungen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche bearbeiten' })
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Name').fill(`${name} neu`)
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(savedSearchItem(page, `${name} neu`)).toBeVisible()
  await expect
    .poll(async () => (await serverSavedSearches(page, request)).map((search) => search.name))
    .toContain(`${name} neu`)
})

test('reorders by keyboard and deletes with undo', async ({ page, request }) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  const first = uniqueName('Erste')
  const second = uniqueName('Zweite')
  await saveCurrentSearch(page, first, { query: 'Erste' })
  await saveCurrentSearch(page, second, { query: 'Zweite' })
  const names = () => savedSearchList(page).locator('.saved-search-item__name').allInnerTexts()
  await expect.poll(names).toEqual(expect.arrayContaining([first, second]))
  const position = async (name: string) => (await names()).indexOf(name)
  expect(await position(second)).toBeGreaterThan(await position(first))

  // Keyboard dragging: from the row to its drag handle, Enter, arrows to the drop place, Enter.
  await savedSearchItem(page, second).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: `„${second}“ verschieben` })).toBeFocused()
  await page.keyboard.press('Enter')
  // Arrow up through the drop places until the one just above the first search.
  const aboveFirst = new RegExp(`^(Vor ${first}|Zwischen .+ und ${first}) einfügen$`)
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('ArrowUp')
    const label = await page.locator(':focus').getAttribute('aria-label')
    if (label && aboveFirst.test(label)) break
  }
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', aboveFirst)
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await position(second)) < (await position(first))).toBe(true)
  await expect
    .poll(async () => {
      const held = (await serverSavedSearches(page, request)).map((search) => search.name)
      return held.indexOf(second) < held.indexOf(first)
    })
    .toBe(true)

  // And back down with the menu.
  const menu = await openItemMenu(page, second)
  await menu.getByRole('menuitem', { name: 'Nach unten' }).click()
  await expect.poll(async () => (await position(second)) > (await position(first))).toBe(true)

  const deleteMenu = await openItemMenu(page, first)
  await deleteMenu.getByRole('menuitem', { name: 'Löschen' }).click()
  await expect(savedSearchItem(page, first)).toHaveCount(0)
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect(savedSearchItem(page, first)).toBeVisible()
  await expect
    .poll(
      async () =>
        (await serverSavedSearches(page, request)).filter((search) => search.name === first).length,
    )
    .toBe(1)
})
