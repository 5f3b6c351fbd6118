// Issue 13, item 4: the zen prompt respects the reader. Closing it is remembered across reloads and
// devices, it never shows on the consent or unauthorized pages and never beside another panel.
import { expect, test, type Page } from '@playwright/test'
import { freshAccount, signIn } from './support/sign-in'

// Signing in on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 90_000 })

const prompt = (page: Page) => page.getByRole('region', { name: 'Neu: die Einfache Darstellung' })
// The prompt would appear together with the user menu: both wait for the profile.
const userMenu = (page: Page) => page.getByRole('button', { name: /Benutzermenü/ })
const cookiePanel = (page: Page) =>
  page.getByRole('region', { name: 'Cookies und Daten auf diesem Gerät' })

test('a closed prompt stays closed after a reload and on another device', async ({
  page,
  browser,
}) => {
  // Two sign-ins in one test.
  test.slow()
  const email = freshAccount('redaktion')
  await signIn(page, email, '/app/events/standard')
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/useradmin/user-profile/zen-prompt-dismissal') && response.ok(),
  )
  await prompt(page).getByRole('button', { name: 'Schließen' }).click()
  await expect(prompt(page)).toBeHidden()
  await saved

  await page.reload()
  await expect(userMenu(page)).toBeVisible()
  await expect(prompt(page)).toBeHidden()

  const otherDevice = await browser.newPage()
  await signIn(otherDevice, email, '/app/events/standard')
  await expect(userMenu(otherDevice)).toBeVisible()
  await expect(prompt(otherDevice)).toBeHidden()
  await otherDevice.close()
})

test('the consent page keeps its buttons free; the prompt waits for the agenda', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, freshAccount('neu'), '/app/events/standard')
  await expect(page).toHaveURL(/\/app\/consent/)
  const agree = page.getByRole('button', { name: 'Zustimmen' })
  await expect(agree).toBeVisible()
  await expect(userMenu(page)).toBeVisible()
  await expect(prompt(page)).toBeHidden()

  await agree.click()
  await expect(page).toHaveURL(/\/app\/events\/standard/)
  await expect(prompt(page)).toBeVisible()
})

for (const account of ['basis', 'inaktiv'] as const) {
  test(`the unauthorized page of ${account} shows no prompt`, async ({ page }) => {
    await signIn(page, freshAccount(account), '/app/events/standard')
    await expect(page).toHaveURL(/\/app\/unauthorized/)
    await expect(userMenu(page)).toBeVisible()
    await expect(prompt(page)).toBeHidden()
  })
}

test('the prompt and the cookie panel take turns, one at a time', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await expect(prompt(page)).toBeVisible()
  await page.getByRole('link', { name: 'Cookie-Hinweis' }).click()
  await expect(cookiePanel(page)).toBeVisible()
  await expect(prompt(page)).toBeHidden()

  await cookiePanel(page).getByRole('button', { name: 'Verstanden' }).click()
  await expect(cookiePanel(page)).toBeHidden()
  await expect(prompt(page)).toBeVisible()
})
