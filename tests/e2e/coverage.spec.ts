// Issue 38 item 1: planned coverage („Wir berichten“, docs/product.md#coverage). Two colleagues
// in two browsers: one plans a coverage by keyboard in a shared folder, the other sees it live in
// the folder and in the entry's detail (at 390 px, and on paper); „Ohne Berichterstattung“ leaves
// covered entries out; a change made offline is shown at once and reaches the service exactly once.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { offlineIndicator } from './support/offline'
import { uniqueName } from './support/saved-searches'
import { freshAccount, signIn, storedTicket } from './support/sign-in'

test.describe.configure({ timeout: 120_000 })

const entries = (page: Page) => page.locator('[data-entry]').locator('visible=true')
const folderItems = (page: Page, name: string) =>
  page.getByRole('list', { name: `Einträge in „${name}“` })

async function colleague(browser: Browser, base: 'redaktion' | 'kollegin', width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const email = freshAccount(base)
  await signIn(page, email, '/app/events/list?q=')
  return { context, page, email }
}

/** Calls the collaboration service with the page's own ticket; setup, not what is tested here. */
async function collaboration<T>(page: Page, query: string, variables: Record<string, unknown>) {
  const ticket = await storedTicket(page)
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket ?? ''}` },
    data: { query, variables },
  })
  const body = (await answer.json()) as { data: T; errors?: unknown }
  expect(body.errors).toBeUndefined()
  return body.data
}

/** A folder of the owner's with the entries, the colleague invited as editor. */
async function sharedFolder(owner: Page, colleagueEmail: string, eventIds: string[]) {
  const name = uniqueName('Wahlabend')
  const { createFolder } = await collaboration<{ createFolder: { id: string } }>(
    owner,
    `mutation($m: ID!, $name: String!, $items: [FolderItemInput!]) {
      createFolder(clientMutationId: $m, name: $name, items: $items) { id }
    }`,
    { m: crypto.randomUUID(), name, items: eventIds.map((eventId) => ({ eventId })) },
  )
  await collaboration(
    owner,
    `mutation($m: ID!, $f: ID!, $email: String!) {
      inviteColleague(clientMutationId: $m, folderId: $f, email: $email, role: EDITOR) { id }
    }`,
    { m: crypto.randomUUID(), f: createFolder.id, email: colleagueEmail },
  )
  return name
}

async function openFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Ordner', exact: true }).click()
  await page
    .getByRole('list', { name: 'Meine Ordner' })
    .getByRole('button', { name: new RegExp(name) })
    .click()
  await expect(folderItems(page, name)).toBeVisible()
}

/** The coverages of the folder's entry as the service holds them. */
async function serverCoverages(page: Page, eventId: string) {
  const { eventCoverage } = await collaboration<{
    eventCoverage: { coverages: { format: string; status: string; note: string | null }[] }[]
  }>(page, 'query($e: ID!) { eventCoverage(eventId: $e) { coverages { format status note } } }', {
    e: eventId,
  })
  return eventCoverage.flatMap((folder) => folder.coverages)
}

test('a coverage planned by keyboard reaches a colleague live, in the folder and the detail', async ({
  browser,
}) => {
  const rita = await colleague(browser, 'redaktion')
  const karla = await colleague(browser, 'kollegin', 390)
  await expect(entries(rita.page).first()).toBeVisible()
  const ids = await entries(rita.page).evaluateAll((links) =>
    [...new Set(links.map((link) => link.getAttribute('data-event-id') ?? ''))].slice(0, 2),
  )
  const [covered = '', open = ''] = ids
  const name = await sharedFolder(rita.page, karla.email, ids)

  await openFolder(rita.page, name)
  await openFolder(karla.page, name)
  const title = await rita.page
    .locator(`[data-folder-item="${covered}"] .collab-item__title`)
    .textContent()

  // By keyboard: to the entry's „Berichterstattung planen“, the dialog's fields, Enter saves.
  const plan = rita.page.getByRole('button', { name: `Berichterstattung planen für „${title}“` })
  await plan.focus()
  await rita.page.keyboard.press('Enter')
  const dialog = rita.page.getByRole('dialog', { name: 'Berichterstattung planen' })
  // The dialog takes the focus; its first field is the next stop.
  await rita.page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Wer berichtet')).toBeFocused()
  await dialog.getByLabel('Wer berichtet').selectOption({ label: 'Karla Kollegin' })
  await rita.page.keyboard.press('Tab')
  await dialog.getByLabel('Format').selectOption({ label: 'Foto' })
  await dialog.getByLabel('Notiz (freiwillig)').fill('Fotograf ab 18 Uhr vor Ort')
  await expectNoSeriousA11yViolations(rita.page)
  // From the note past „Abbrechen“ to „Speichern“.
  await rita.page.keyboard.press('Tab')
  await rita.page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeFocused()
  await rita.page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()

  const line = 'Foto · Karla Kollegin · geplant'
  await expect(folderItems(karla.page, name).getByText(line)).toBeVisible()
  await expect(
    karla.page.getByText('Rita Redaktion hat die Berichterstattung geändert'),
  ).toBeVisible()
  expect(await serverCoverages(rita.page, covered)).toEqual([
    { format: 'PHOTO', status: 'PLANNED', note: 'Fotograf ab 18 Uhr vor Ort' },
  ])

  // „Ohne Berichterstattung“ leaves the covered entry out.
  const filter = rita.page.getByRole('button', { name: 'Ohne Berichterstattung (1)' })
  await filter.click()
  await expect(filter).toHaveAttribute('aria-pressed', 'true')
  await expect(rita.page.locator(`[data-folder-item="${covered}"]`)).toHaveCount(0)
  await expect(rita.page.locator(`[data-folder-item="${open}"]`)).toBeVisible()

  // Karla, on her phone, opens the entry: „Wir berichten“ names the folder and the coverage.
  await karla.page.goto(`/app/events/standard/detail/${covered}`)
  const section = karla.page.getByRole('region', { name: 'Wir berichten' })
  await expect(section).toContainText(`Ordner „${name}“`)
  await expect(section).toContainText(line)
  await expect(section).toContainText('Fotograf ab 18 Uhr vor Ort')
  await expectNoSeriousA11yViolations(karla.page)
  // Rita marks it in progress; Karla's detail follows live.
  await filter.click()
  await rita.page.getByRole('button', { name: `Berichterstattung ändern: ${line}` }).click()
  const change = rita.page.getByRole('dialog', { name: 'Berichterstattung ändern' })
  await change.getByLabel('Status').selectOption({ label: 'in Arbeit' })
  await change.getByRole('button', { name: 'Speichern' }).click()
  await expect(section).toContainText('Foto · Karla Kollegin · in Arbeit')
  // On paper the coverage stays and its buttons go.
  await karla.page.emulateMedia({ media: 'print' })
  await expect(section).toBeVisible()
  await expect(section.getByRole('button')).toHaveCount(0)

  await rita.context.close()
  await karla.context.close()
})

test('a coverage changed offline shows at once and reaches the service exactly once', async ({
  browser,
}) => {
  const rita = await colleague(browser, 'redaktion')
  const karla = await colleague(browser, 'kollegin')
  await expect(entries(rita.page).first()).toBeVisible()
  const eventId = (await entries(rita.page).first().getAttribute('data-event-id')) ?? ''
  const name = await sharedFolder(rita.page, karla.email, [eventId])
  await openFolder(rita.page, name)
  // The client's cache is written to the device a second after its last change.
  await rita.page.waitForTimeout(2000)

  await rita.context.setOffline(true)
  await expect(offlineIndicator(rita.page)).toContainText('Offline')
  await rita.page.getByRole('button', { name: /^Berichterstattung planen für/ }).click()
  const dialog = rita.page.getByRole('dialog', { name: 'Berichterstattung planen' })
  await dialog.getByLabel('Format').selectOption({ label: 'Liveblog' })
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(
    folderItems(rita.page, name).getByText('Liveblog · Rita Redaktion · geplant'),
  ).toBeVisible()
  await expect(offlineIndicator(rita.page)).toContainText('1 Änderung')

  await rita.context.setOffline(false)
  await expect(offlineIndicator(rita.page)).not.toContainText('Änderung', { timeout: 30_000 })
  expect(await serverCoverages(karla.page, eventId)).toEqual([
    { format: 'LIVEBLOG', status: 'PLANNED', note: null },
  ])
  await rita.page.reload()
  await expect(entries(rita.page).first()).toBeVisible()
  expect(await serverCoverages(karla.page, eventId)).toHaveLength(1)

  await rita.context.close()
  await karla.context.close()
})
