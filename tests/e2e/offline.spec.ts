// Offline: after one online visit the app opens without a network, signed in, with the shell and
// the last-seen agenda, deep links included. A new build offered as an update: app-update.spec.ts.
import { expect, test } from '@playwright/test'
import { firstEntry, offlineIndicator, openFeedOnline, visitFeedOnline } from './support/offline'
import { demoAccounts } from './support/sign-in'
import { useSignedIn } from './support/signed-in'

test.describe('signed in before', () => {
  useSignedIn('redaktion')

  test('an offline reload shows the shell and the agenda last seen, marked as offline', async ({
    page,
    context,
  }) => {
    await openFeedOnline(page)
    const title = await firstEntry(page).locator('.event-title-text').innerText()

    await context.setOffline(true)
    await page.reload()

    await expect(page.getByRole('banner')).toBeVisible()
    await expect(firstEntry(page).locator('.event-title-text')).toHaveText(title)
    await expect(offlineIndicator(page)).toContainText('Offline')
    await expect(page.getByText(demoAccounts.redaktion.name).first()).toBeVisible()
  })

  test('offline deep links open: an event seen before and a static page', async ({
    page,
    context,
  }) => {
    await openFeedOnline(page)
    await firstEntry(page).click()
    await expect(page).toHaveURL(/\/detail\//)
    const detailUrl = page.url()
    const detailTitle = page.locator('.detail-title')
    const heading = await detailTitle.innerText()

    await context.setOffline(true)
    await page.goto(detailUrl)
    await expect(detailTitle).toHaveText(heading)

    await page.goto('/app/imprint')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
  })
})

// Signs out, so in a session of its own: the saved one is shared by the tests above and others.
test('opened offline, the app signs out through the provider once the network is back', async ({
  page,
  context,
  baseURL,
}) => {
  await visitFeedOnline(page, demoAccounts.redaktion.email)
  await context.setOffline(true)
  await page.reload()
  await expect(offlineIndicator(page)).toContainText('Offline')

  await context.setOffline(false)
  await page.getByRole('button', { name: /Rita Redaktion/ }).click()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await page.waitForURL((url) => url.origin === baseURL && url.pathname.startsWith('/idp'))
  await expect(page.getByLabel('Passwort')).toBeVisible()
})
