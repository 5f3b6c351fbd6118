// Settings › Benachrichtigungen (issues 18/19): digest times, a pause and quiet hours are saved at
// once, confirmed in the message bar, still there after a reload and in another browser.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

test.describe.configure({ timeout: 90_000 })

test('notification settings are saved at once and follow the user to another browser', async ({
  page,
  browser,
}) => {
  const account = freshAccount('redaktion')
  await signIn(page, account, '/app/settings')
  const section = page.getByRole('region', { name: 'Benachrichtigungen' })
  const digest = section.getByRole('group', { name: 'Zusammenfassung per E-Mail' })
  await expect(digest.getByLabel('Uhrzeit 1', { exact: true })).toHaveValue('07:00')
  await expect(digest.getByLabel('Uhrzeit 2', { exact: true })).toHaveValue('15:00')
  await expectNoSeriousA11yViolations(page)

  await digest.getByRole('button', { name: 'Uhrzeit hinzufügen' }).click()
  await expect(
    page.getByText('Gespeichert: Zusammenfassung um 07:00, 12:00, 15:00 Uhr.'),
  ).toBeVisible()
  await digest.getByRole('button', { name: 'Uhrzeit 07:00 entfernen' }).click()
  await expect(page.getByText('Gespeichert: Zusammenfassung um 12:00, 15:00 Uhr.')).toBeVisible()
  await digest.getByLabel('Uhrzeit 2', { exact: true }).fill('18:30')
  await digest.getByLabel('Uhrzeit 2', { exact: true }).blur()
  await expect(page.getByText('Gespeichert: Zusammenfassung um 12:00, 18:30 Uhr.')).toBeVisible()

  const pause = section.getByRole('group', { name: 'Benachrichtigungen pausieren' })
  await expect(pause).toContainText('Nicht pausiert.')
  await pause.getByRole('button', { name: '1 Woche' }).click()
  await expect(page.getByText(/Gespeichert: Benachrichtigungen pausiert bis/)).toBeVisible()
  await expect(pause).toContainText('Pausiert bis')

  const quiet = section.getByRole('group', { name: 'Ruhezeit' })
  // Checked once the server has it: a click, not check(), which wants the change at once.
  await quiet.getByRole('switch', { name: 'Ruhezeit einhalten' }).click()
  await expect(page.getByText('Gespeichert: Ruhezeit von 22:00 bis 07:00 Uhr.')).toBeVisible()
  await expect(quiet.getByRole('switch', { name: 'Ruhezeit einhalten' })).toBeChecked()
  await quiet.getByLabel('Von', { exact: true }).fill('07:00')
  await quiet.getByLabel('Von', { exact: true }).blur()
  await expect(section.getByRole('alert')).toContainText('Beginn und Ende der Ruhezeit sind gleich')

  await page.reload()
  await expect(digest.getByLabel('Uhrzeit 1', { exact: true })).toHaveValue('12:00')
  await expect(digest.getByLabel('Uhrzeit 2', { exact: true })).toHaveValue('18:30')
  await expect(pause).toContainText('Pausiert bis')
  await expect(quiet.getByLabel('Von', { exact: true })).toHaveValue('22:00')

  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, account, '/app/settings')
  const elsewhere = second.getByRole('region', { name: 'Benachrichtigungen' })
  await expect(elsewhere.getByLabel('Uhrzeit 2', { exact: true })).toHaveValue('18:30')
  await expect(elsewhere.getByRole('switch', { name: 'Ruhezeit einhalten' })).toBeChecked()
  await elsewhere.getByRole('button', { name: 'Pause beenden' }).click()
  await expect(second.getByText('Gespeichert: Pause beendet.')).toBeVisible()
  await expect(elsewhere).toContainText('Nicht pausiert.')
  await other.close()
})
