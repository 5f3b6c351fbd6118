// Offline: after one online visit the app opens without a network, signed in, with the shell and
// the last-seen agenda, deep links included; a new build is offered as an update.
import { expect, test, type Page } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { firstEntry, offlineIndicator, visitFeedOnline } from './support/offline'
import { demoAccounts } from './support/sign-in'

const SERVICE_WORKER_FILE = 'dist/sw.js'

/**
 * What a deployment looks like to an open page: a byte-different sw.js. The browser's update
 * check bypasses Playwright's routing, so the built file itself changes, for as short a time as
 * the check takes (other tests' pages could otherwise be offered the update too).
 */
async function publishNewBuild(page: Page): Promise<void> {
  const original = readFileSync(SERVICE_WORKER_FILE, 'utf8')
  writeFileSync(SERVICE_WORKER_FILE, `${original}\n// build ${Date.now()}\n`)
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/app/')
      await registration?.update()
    })
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, original)
  }
}

test('an offline reload shows the shell and the agenda last seen, marked as offline', async ({
  page,
  context,
}) => {
  await visitFeedOnline(page, demoAccounts.redaktion.email)
  const title = await firstEntry(page).locator('.event-title-text').innerText()

  await context.setOffline(true)
  await page.reload()

  await expect(page.getByRole('banner')).toBeVisible()
  await expect(firstEntry(page).locator('.event-title-text')).toHaveText(title)
  await expect(offlineIndicator(page)).toContainText('Offline')
  await expect(page.getByText(demoAccounts.redaktion.name).first()).toBeVisible()
})

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

test('offline deep links open: an event seen before and a static page', async ({
  page,
  context,
}) => {
  await visitFeedOnline(page, demoAccounts.redaktion.email)
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

test('a new build waiting in the background is offered as "Neue Version verfügbar"', async ({
  page,
}) => {
  await visitFeedOnline(page, demoAccounts.redaktion.email)
  await publishNewBuild(page)

  const prompt = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' })
  await expect(prompt).toBeVisible()
  // "Aktualisieren" lets the waiting version take over and reloads the page into it.
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Aktualisieren' }).click()
  await reloaded
  await expect(firstEntry(page)).toBeVisible()
})
