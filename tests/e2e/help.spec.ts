// Help (issue 19): the „Hilfe“ menu in the header leads to the questions and answers and to the
// support; a question is found by searching and opened by its own link.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

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
  await expectNoSeriousA11yViolations(page)
})
