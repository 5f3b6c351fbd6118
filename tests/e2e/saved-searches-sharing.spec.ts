// Sharing saved searches end to end: copy the link, mail it (found again as an .eml file in the
// server's data directory), and open it as a colleague, who sees "Geteilte Suche" and saves it.
import { expect, test } from '@playwright/test'
import path from 'node:path'
import { readWrittenMails } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { demoAccounts, signIn, freshAccount } from './support/sign-in'
import {
  openItemMenu,
  saveCurrentSearch,
  savedSearchItem,
  serverSavedSearches,
  uniqueName,
} from './support/saved-searches'

// Two sign-ins and two axe runs take longer than the default on a busy two-core machine.
test.describe.configure({ timeout: 120_000 })

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

test('shares a search by link and e-mail; a colleague opens the link and saves it', async ({
  browser,
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const name = uniqueName('Bundesliga')
  await saveCurrentSearch(page, name, { query: 'Bundesliga ODER DFB', isPublic: true })

  const menu = await openItemMenu(page, name)
  await menu.getByRole('menuitem', { name: 'Teilen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche teilen' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const link = await dialog.getByLabel('Link zur Suche').inputValue()
  expect(link).toMatch(/\/app\/events\/standard\?filterId=/)

  await dialog.getByRole('button', { name: 'Link kopieren' }).click()
  await expect(dialog.getByRole('button', { name: 'Kopiert' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  // The flag goes after 1500 ms.
  await expect(dialog.getByRole('button', { name: 'Link kopieren' })).toBeVisible({ timeout: 3000 })

  const recipient = `${uniqueName('empfang').replace(' ', '.')}@redaktion.test`
  await dialog.getByLabel('E-Mail-Adressen').fill(`${recipient}, zweite.${recipient}`)
  await dialog.getByLabel('Nachricht (optional)').fill('Für den Dienst am Wochenende.')
  await dialog.getByRole('button', { name: 'Per E-Mail senden' }).click()
  await expect(page.getByText('Die Suche wurde an 2 Adressen geschickt.')).toBeVisible()

  const mails = await readWrittenMails(mailDir)
  const mail = mails.find((written) => written.decoded.includes(`To: ${recipient}`))
  expect(mail?.decoded).toContain(link)
  expect(mail?.decoded).toContain('Für den Dienst am Wochenende.')

  // The colleague opens the link in her own browser and signs in on the way.
  const colleagueContext = await browser.newContext()
  const colleague = await colleagueContext.newPage()
  await signIn(colleague, freshAccount('kollegin'), new URL(link).pathname + new URL(link).search)
  const shared = colleague.getByRole('region', { name: 'Geteilte Suche' })
  await expect(shared).toContainText(name)
  await expect(shared).toContainText(`von ${demoAccounts.redaktion.name}`)
  await expect(colleague.getByRole('searchbox', { name: 'Termine durchsuchen' })).toHaveValue(
    'Bundesliga ODER DFB',
  )

  await expectNoSeriousA11yViolations(colleague)
  await shared.getByRole('button', { name: 'Speichern' }).click()
  await expect(savedSearchItem(colleague, name)).toBeVisible()
  await expect(shared).toBeHidden()
  const own = await serverSavedSearches(colleague, request)
  expect(own.filter((search) => search.name === name)).toEqual([
    expect.objectContaining({ isPublic: false }),
  ])
  await colleagueContext.close()
})
