// Issue 4: choosing the presentation – the zen prompt rule, the onboarding dialog 'Darstellung
// wählen', the header toggle with its redirects, the server call and the filter resets.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, unfoldFilterGroups } from './support/agenda'
import { demoAccounts, signIn, freshAccount } from './support/sign-in'

// Signing in and axe on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })

const prompt = (page: Page) => page.getByRole('region', { name: 'Neu: die Einfache Darstellung' })

test('established media accounts without a choice are invited; the prompt closes', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await expect(prompt(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await prompt(page).getByRole('button', { name: 'Schließen' }).click()
  await expect(prompt(page)).toBeHidden()
})

test('new accounts and accounts that chose are not invited', async ({ page }) => {
  // All entries: the coming days may hold no top entry on the day the data was seeded for.
  await signIn(page, freshAccount('kollegin'), '/app/events/standard?q=')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await expect(prompt(page)).toBeHidden()
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  // A fresh page: the old one, its ticket gone, sends itself to sign in as soon as a live change
  // arrives, which would cut off a navigation started from it.
  const zenPage = await page.context().newPage()
  await page.close()

  await signIn(zenPage, demoAccounts.zen.email, '/app/zen/preview?alle')
  await expect(zenPage.locator('[data-entry]').first()).toBeVisible()
  await expect(prompt(zenPage)).toBeHidden()
})

test('the onboarding dialog switches to the simple presentation with zen filters', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/list')
  await prompt(page).getByRole('button', { name: 'Darstellung wählen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Darstellung wählen' })
  await expect(dialog).toBeVisible()
  expect((await dialog.boundingBox())?.width).toBe(640)
  const image = dialog.getByRole('img')
  await expect(image).toHaveAttribute('width', '592')
  await expect(image).toHaveAttribute('height', '330')
  await expectNoSeriousA11yViolations(page)

  await dialog.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/events\/list/)
})

test('Weiter with Einfache Darstellung stores the choice, tells the server and resets filters', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/list')
  await unfoldFilterGroups(page)
  await page.getByRole('checkbox', { name: 'Sport' }).check()
  await prompt(page).getByRole('button', { name: 'Darstellung wählen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Darstellung wählen' })
  await dialog.getByRole('radio', { name: /Einfache Darstellung/ }).check()
  const modeCall = page.waitForRequest((request) =>
    request.url().includes('/useradmin/user-profile/mode'),
  )
  const zenSearch = page.waitForRequest((request) => request.url().endsWith('/events/search'))
  await dialog.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/app\/zen\/preview/)
  expect((await modeCall).url()).toContain('isZenMode=true')
  const body = (await zenSearch).postDataJSON() as { filterRules: unknown[] }
  expect(body.filterRules).toEqual([
    { type: 'FILTER_IS_TOP', values: ['true'] },
    { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'picture', 'graphic', 'audio', 'video'] },
  ])
  await page.reload()
  await expect(page).toHaveURL(/\/app\/zen\/preview/)
  await expect(prompt(page)).toBeHidden()
})

// Issue 36: zen off returned to the zen view's classic twin (7-Tage) with the filters reset; it
// returns to the view, and its search, that zen was turned on from.
test('the header toggle moves between the families and back to the view it came from', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/list')
  await prompt(page).getByRole('button', { name: 'Schließen' }).click()
  await unfoldFilterGroups(page)
  await page.getByRole('checkbox', { name: 'Kultur' }).check()
  const toggle = page.getByRole('switch', { name: 'Einfache Darstellung' })

  const zenCall = page.waitForRequest((request) => request.url().includes('isZenMode=true'))
  // A click, not check(): the switch re-renders in the zen layout, so its new state is asserted there.
  await toggle.click()
  await zenCall
  await expect(page).toHaveURL(/\/app\/zen\/list/)
  await expect(toggle).toBeChecked()
  await page.goto('/app/events/monthly')
  await expect(page).toHaveURL(/\/app\/zen\/preview/)

  const classicCall = page.waitForRequest((request) => request.url().includes('isZenMode=false'))
  await toggle.click()
  await classicCall
  await expect(page).toHaveURL(/\/app\/events\/list\?.*filter=ressort%3Akultur/)
  await expect(toggle).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Nur Top-Einträge' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Kultur' })).toBeChecked()
  // Zen's own filters (every material type) did not come along.
  await expect(page.getByRole('checkbox', { name: 'Video' })).not.toBeChecked()
})
