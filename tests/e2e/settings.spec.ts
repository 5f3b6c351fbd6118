// Settings (issue 19): the presentation chosen here is saved at once, confirmed in the message
// bar, and follows the user to another browser; the account and the device are described.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

test.describe.configure({ timeout: 90_000 })

test('the presentation chosen in the settings follows the user to another browser', async ({
  page,
  browser,
}) => {
  const account = freshAccount('redaktion')
  await signIn(page, account, '/app/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  const accountSection = page.getByRole('region', { name: 'Konto' })
  await expect(accountSection).toContainText(account)
  await expect(accountSection).toContainText('Agenda Plus')
  await expect(accountSection).toContainText('zugestimmt')
  const device = page.getByRole('region', { name: 'Auf diesem Gerät' })
  await expect(device).toContainText('Wartende Änderungen')
  await expect(page.getByRole('region', { name: 'Über die Agenda' })).toContainText(
    /\d+\.\d+\.\d+ \(/,
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('radio', { name: 'Einfache Darstellung' }).check()
  await expect(page.getByText('Gespeichert: Einfache Darstellung.')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/settings$/)
  await expect(page.getByRole('banner').getByRole('switch')).toBeChecked()
  // The server has it once nothing waits any more.
  await expect(device).toContainText(/Wartende Änderungen\s*keine/)

  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, account, '/app/events/standard')
  await expect(second).toHaveURL(/\/app\/zen\/preview/)
  await other.close()
})

test('„Daten auf diesem Gerät löschen“ asks once more, clears and starts again', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/settings')
  const device = page.getByRole('region', { name: 'Auf diesem Gerät' })
  await device.getByRole('button', { name: 'Daten auf diesem Gerät löschen' }).click()
  await device.getByRole('button', { name: 'Wirklich löschen?' }).click()
  await expect(
    page.getByText('Die Daten auf diesem Gerät wurden gelöscht. Die Agenda startet neu …'),
  ).toBeVisible()
  // Signed in still, after the fresh start.
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible()
})

test('the default view and the notification settings follow the user to another browser, and offline', async ({
  page,
  browser,
}) => {
  const account = freshAccount('kollegin')
  await signIn(page, account, '/app/settings')
  const views = page.getByRole('group', { name: 'Startansicht' })
  await expect(views.getByRole('radio', { name: 'Standard' })).toBeChecked()
  await views.getByRole('radio', { name: 'Monat' }).check()
  await expect(page.getByText('Gespeichert: Startansicht Monat.')).toBeVisible()
  const digest = page
    .getByRole('region', { name: 'Benachrichtigungen' })
    .getByRole('group', { name: 'Zusammenfassung per E-Mail' })
  await digest.getByRole('button', { name: 'Uhrzeit hinzufügen' }).click()
  await expect(
    page.getByText('Gespeichert: Zusammenfassung um 07:00, 12:00, 15:00 Uhr.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const device = page.getByRole('region', { name: 'Auf diesem Gerät' })
  await expect(device).toContainText(/Wartende Änderungen\s*keine/)
  // This device opens with its choice at once.
  await page.goto('/app/')
  await expect(page).toHaveURL(/\/app\/events\/monthly(\?|$)/)

  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, account, '/app/')
  await expect(second).toHaveURL(/\/app\/events\/monthly(\?|$)/)
  await second.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await second.goto('/app/settings')
  const elsewhere = second.getByRole('group', { name: 'Startansicht' })
  await expect(elsewhere.getByRole('radio', { name: 'Monat' })).toBeChecked()
  const digestElsewhere = second
    .getByRole('region', { name: 'Benachrichtigungen' })
    .getByRole('group', { name: 'Zusammenfassung per E-Mail' })
  await expect(digestElsewhere.getByLabel('Uhrzeit 2', { exact: true })).toHaveValue('12:00')

  // Offline, after a reload through the service worker: the same settings, the same start.
  await other.setOffline(true)
  await second.reload()
  await expect(elsewhere.getByRole('radio', { name: 'Monat' })).toBeChecked()
  await expect(digestElsewhere.getByLabel('Uhrzeit 2', { exact: true })).toHaveValue('12:00')
  await second.goto('/app/')
  await expect(second).toHaveURL(/\/app\/events\/monthly(\?|$)/)
  await other.close()
})
