// Help (issue 19): the „Hilfe“ menu in the header leads to the questions and answers and to the
// support; a question is found by searching and opened by its own link.
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { readWrittenMails } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

/** A 1×1 PNG for the screenshot field. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const helpMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Hilfe', exact: true })

test('a question is found by searching, and its link opens and focuses it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await helpMenu(page).click()
  await page.getByRole('banner').getByRole('link', { name: 'Häufige Fragen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible()
  await expect(page).toHaveTitle('Häufige Fragen – Agenda')
  await expect(helpMenu(page)).toHaveAttribute('aria-expanded', 'false')

  // Accents and case do not matter: „kalender abo“ finds the subscriptions.
  const search = page.getByRole('searchbox', { name: 'Fragen durchsuchen' })
  await search.fill('KALENDER ABONNIEREN')
  await expect(page.getByText(/^\d+ von \d+ Fragen$/)).toBeVisible()
  const question = page.getByText(
    'Wie abonniere ich eine Suche oder einen Ordner in meinem Kalender?',
  )
  await expect(question).toBeVisible()
  await expect(page.getByText('Funktioniert die Agenda ohne Internetverbindung?')).toBeHidden()
  await search.fill('Geraet offline')
  await expect(page.getByText('Funktioniert die Agenda ohne Internetverbindung?')).toBeHidden()
  await search.fill('Gerät offline')
  await expect(page.getByText('Funktioniert die Agenda ohne Internetverbindung?')).toBeVisible()
  await search.fill('abonniere')

  await question.click()
  const entry = page.locator('#frage-kalender-abo')
  await expect(entry).toHaveAttribute('open', '')
  await entry.getByRole('button', { name: 'Link zu dieser Frage kopieren' }).click()
  await expect(page.getByText('Link zur Frage kopiert.')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(link).pathname + new URL(link).hash).toBe('/app/help#frage-kalender-abo')
  await expectNoSeriousA11yViolations(page)

  // The link, opened anew, unfolds that question and gives it focus.
  const other = await context.newPage()
  await other.goto(link)
  const linked = other.locator('#frage-kalender-abo')
  await expect(linked).toHaveAttribute('open', '')
  await expect(linked.locator('summary')).toBeFocused()
  await expect(linked.getByRole('link', { name: 'Einstellungen' })).toBeVisible()
  await expect(other.locator('#frage-offline')).not.toHaveAttribute('open', '')
})

test('visitors reach the questions and the support without signing in', async ({ page }) => {
  await page.goto('/app/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible()
  await helpMenu(page).click()
  await page.getByRole('banner').getByRole('link', { name: 'Support kontaktieren' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support kontaktieren' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'agenda-support@agenda.test' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Anmelden und schreiben' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a support message becomes a mail with the diagnostics the user left on', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/list')
  await helpMenu(page).click()
  await page.getByRole('banner').getByRole('link', { name: 'Support kontaktieren' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support kontaktieren' })).toBeVisible()
  await expect(page).toHaveTitle('Support kontaktieren – Agenda')

  const form = page.getByRole('form', { name: 'Nachricht an den Support' })
  await form.getByLabel('Betreff').fill('PDF der Liste bricht ab')
  await form.getByLabel('Ihre Nachricht').fill('Beim Export der Liste erscheint ein Fehler.')
  await form
    .getByLabel(/Screenshot/)
    .setInputFiles({ name: 'bildschirm.png', mimeType: 'image/png', buffer: TINY_PNG })
  // What will be sent is shown: the version, the browser, online, the page the user came from.
  await expect(form.getByRole('checkbox', { name: 'Diagnosedaten mitsenden' })).toBeChecked()
  const shown = form.locator('.support-form__diagnostics')
  await expect(shown).toContainText('App-Version')
  await expect(shown).toContainText('online')
  await expect(shown).toContainText('/app/events/list')
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Vorgang' })
  await expect(status).toContainText(/Vorgang S-\d{8}-\w{6}/)
  const reference = (await status.textContent())?.match(/S-\d{8}-\w{6}/)?.[0] ?? 'none'

  const mail = (await readWrittenMails(mailDir)).find((written) =>
    written.decoded.includes(`Support-Anfrage ${reference}`),
  )
  expect(mail?.decoded).toMatch(/^To: agenda-support@agenda\.test$/m)
  expect(mail?.decoded).toContain('Beim Export der Liste erscheint ein Fehler.')
  expect(mail?.decoded).toContain('- Verbindung: online')
  expect(mail?.decoded).toContain('- Seite: /app/events/list')
  expect(mail?.decoded).toMatch(/- App-Version: \d+\.\d+\.\d+ \(/)
  expect(mail?.decoded).toContain('filename=bildschirm.png')

  // Switched off, the diagnostics are neither shown nor sent.
  await page.getByRole('button', { name: 'Weitere Nachricht schreiben' }).click()
  await form.getByLabel('Betreff').fill('Ohne Diagnose')
  await form.getByLabel('Ihre Nachricht').fill('Bitte ohne Diagnosedaten.')
  await form.getByRole('checkbox', { name: 'Diagnosedaten mitsenden' }).uncheck()
  await expect(shown).toBeHidden()
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(status).toBeVisible()
  const second = (await status.textContent())?.match(/S-\d{8}-\w{6}/)?.[0] ?? 'none'
  expect(second).not.toBe(reference)
  const plain = (await readWrittenMails(mailDir)).find((written) =>
    written.decoded.includes(`Support-Anfrage ${second}`),
  )
  expect(plain?.decoded).toContain('Diagnosedaten: vom Absender abgeschaltet.')
  expect(plain?.decoded).not.toContain('App-Version')
  expect(plain?.decoded).not.toContain('/app/events/list')
})
