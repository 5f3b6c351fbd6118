// Issue 4: the zen feed – calm 7-day and list views, the ressort navigation with Landesdienste,
// and the detail over the feed.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { useSignedIn } from './support/signed-in'

// Axe on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 90_000 })
// Reading only: the zen account signed in once (sign-in.spec.ts signs it in through the login).
useSignedIn('zen')

test('a zen reader lands on the calm 7 days with top entries', async ({ page }) => {
  await page.goto('/app/')
  await expect(page).toHaveURL(/\/app\/zen\/preview/)
  await expect(page.getByRole('heading', { level: 1, name: 'Top Einträge' })).toBeVisible()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Einfache Darstellung' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
})

test('the ressort navigation narrows the feed and opens the 13 Landesdienste', async ({ page }) => {
  await page.goto('/app/zen/preview')
  const nav = page.getByRole('navigation', { name: 'Ressorts' })
  for (const name of [
    'Top Einträge',
    'Politik',
    'Wirtschaft',
    'Panorama',
    'Wissenschaft',
    'Medien',
    'Kultur',
    'Sport',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  const politics = page.waitForRequest((request) =>
    (request.postData() ?? '').includes('"FILTER_RESSORT","values":["politik"]'),
  )
  await nav.getByRole('link', { name: 'Politik' }).click()
  await politics
  await expect(page).toHaveURL(/ressort=politik/)
  await expect(page.getByRole('heading', { level: 1, name: 'Politik' })).toBeVisible()

  await nav.getByRole('button', { name: 'Landesdienste' }).click()
  const services = page.getByRole('list', { name: 'Landesdienste' })
  await expect(services.getByRole('link')).toHaveCount(13)
  await services.getByRole('link', { name: 'Bayern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bayern' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the zen list opens a detail over the feed and Escape closes it', async ({ page }) => {
  await page.goto('/app/zen/list')
  const entry = page.locator('[data-entry]').first()
  await entry.click()
  await expect(page).toHaveURL(/\/zen\/list\/detail\//)
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/zen\/list(\?|$)/)
  await expect(entry).toBeFocused()
})

test('the zen feed prints under a head naming its days, without its navigation', async ({
  page,
}) => {
  await page.goto('/app/zen/preview')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.print-header__heading')).toHaveText(/\d{4}$/)
  await expect(page.getByRole('navigation', { name: 'Ressorts' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Top Einträge' })).toBeVisible()
})
