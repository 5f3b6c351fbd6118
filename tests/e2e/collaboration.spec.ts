// Issue 15: working together on folders (docs/product.md#folders). Two colleagues in two browser
// contexts: one builds a folder and invites the other, entries chosen in the bulk bar appear for
// both without a reload; folders show offline and an entry added offline arrives exactly once.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { offlineIndicator, visitFeedOnline } from './support/offline'
import { freshAccount, signIn, storedTicket } from './support/sign-in'
import { uniqueName } from './support/saved-searches'

test.describe.configure({ timeout: 120_000 })

const folderButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Meine Ordner' }).getByRole('button', { name: new RegExp(name) })
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Auswahl' })
const entries = (page: Page) => page.locator('[data-entry]').locator('visible=true')

async function openSidebar(page: Page) {
  await page.getByRole('button', { name: 'Ordner', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Ordner' })).toBeVisible()
}

async function createFolder(page: Page, name: string) {
  await page.getByLabel('Neuer Ordner').fill(name)
  await page.getByRole('button', { name: 'Anlegen', exact: true }).click()
  await expect(folderButton(page, name)).toBeVisible()
}

/** Ticks the first `count` different entries of the feed; returns their ids. */
async function selectEntries(page: Page, count: number): Promise<string[]> {
  await expect(entries(page).first()).toBeVisible()
  const drawn = await entries(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('data-event-id') ?? ''),
  )
  const ids = [...new Set(drawn)].slice(0, count)
  for (const id of ids) {
    await page
      .locator('.selectable-entry', { has: page.locator(`[data-event-id="${id}"]`) })
      .locator('visible=true')
      .first()
      .getByRole('checkbox')
      .check()
  }
  return ids
}

async function addSelectionTo(page: Page, folder: string) {
  // Squeezed by the open sidebar, the bar folds its actions into „Aktionen“ (bulk-bar-actions.tsx).
  const action = bar(page).getByRole('button', { name: 'In einen Ordner' })
  const folded = bar(page).getByRole('button', { name: 'Aktionen', exact: true })
  await expect(action.or(folded)).toBeVisible()
  if (await folded.isVisible()) {
    await folded.click()
    await page.getByRole('menuitem', { name: 'In einen Ordner' }).click()
  } else {
    await action.click()
  }
  const dialog = page.getByRole('dialog', { name: 'In einen Ordner' })
  // The radio itself is drawn by its label, as a reader sees it.
  await dialog.locator('label', { hasText: folder }).click()
  await expect(dialog.getByRole('radio', { name: new RegExp(folder) })).toBeChecked()
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
  await expect(dialog).toBeHidden()
}

/** The folder's entries as the service holds them, read with the page's own ticket. */
async function serverFolderItems(page: Page, name: string): Promise<string[]> {
  const ticket = await storedTicket(page)
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket ?? ''}` },
    data: { query: '{ myFolders { name items { id } } }' },
  })
  const body = (await answer.json()) as {
    data: { myFolders: { name: string; items: { id: string }[] }[] }
  }
  return (
    body.data.myFolders.find((folder) => folder.name === name)?.items.map((item) => item.id) ?? []
  )
}

async function colleague(browser: Browser, base: 'redaktion' | 'kollegin') {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = freshAccount(base)
  await signIn(page, email, '/app/events/list?q=')
  return { context, page, email }
}

test('a folder shared with a colleague fills live as entries are added from the bulk bar', async ({
  browser,
}) => {
  const rita = await colleague(browser, 'redaktion')
  const karla = await colleague(browser, 'kollegin')
  const name = uniqueName('Landtag')

  await openSidebar(rita.page)
  await createFolder(rita.page, name)
  await folderButton(rita.page, name).click()
  await rita.page.getByLabel('Kollegin oder Kollegen einladen').fill(karla.email)
  await rita.page.getByRole('button', { name: 'Einladen' }).click()
  await expect(rita.page.getByRole('region', { name: 'Mitglieder' })).toContainText(karla.email)

  // Karla's list shows the folder she was invited to without a reload.
  await openSidebar(karla.page)
  await folderButton(karla.page, name).click()
  await expect(karla.page.getByText('Dieser Ordner ist leer')).toBeVisible()
  await expectNoSeriousA11yViolations(karla.page)

  await rita.page.getByRole('button', { name: 'Alle Ordner' }).click()
  const ids = await selectEntries(rita.page, 3)
  await expect(bar(rita.page).getByRole('status')).toContainText('3')
  await addSelectionTo(rita.page, name)
  await expect(rita.page.getByText(`in „${name}“ abgelegt`)).toBeVisible()

  const items = karla.page
    .getByRole('list', { name: `Einträge in „${name}“` })
    .getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(karla.page.getByText(/hat 3 Einträge hinzugefügt/)).toBeVisible()
  expect((await serverFolderItems(karla.page, name)).sort()).toEqual([...ids].sort())

  await rita.context.close()
  await karla.context.close()
})

test('folders show offline, and an entry added offline reaches the folder exactly once', async ({
  page,
  context,
}) => {
  const name = uniqueName('Unterwegs')
  await visitFeedOnline(page, freshAccount('redaktion'))
  await openSidebar(page)
  await createFolder(page, name)
  // The client's cache is written to the device a second after its last change.
  await page.waitForTimeout(2000)

  await context.setOffline(true)
  await page.reload()
  await expect(offlineIndicator(page)).toContainText('Offline')
  await openSidebar(page)
  await expect(folderButton(page, name)).toBeVisible()
  await page.getByRole('button', { name: 'Ordner schließen' }).click()

  const [id] = await selectEntries(page, 1)
  await addSelectionTo(page, name)
  await expect(offlineIndicator(page)).toContainText('1 Änderung')

  await context.setOffline(false)
  await expect(offlineIndicator(page)).not.toContainText('Änderung', { timeout: 30_000 })
  expect(await serverFolderItems(page, name)).toEqual([id])
  // A second replay (another tab, a reload) finds nothing left to send.
  await page.reload()
  await expect(entries(page).first()).toBeVisible()
  expect(await serverFolderItems(page, name)).toEqual([id])
})
