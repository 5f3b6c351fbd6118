// A new build is offered as an update. This spec changes the built dist/sw.js for a moment, so
// playwright.config.ts runs it in a project of its own after all other tests.
import { expect, test, type Page } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { firstEntry, visitFeedOnline } from './support/offline'
import { demoAccounts } from './support/sign-in'

const SERVICE_WORKER_FILE = 'dist/sw.js'

// A CI run once timed out waiting for the reload; the generous time and the workers' states in the
// failure say whether the new version was slow to take over or never did.
test.describe.configure({ timeout: 90_000 })

/** The registration's workers as the page sees them, for a failure message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/app/')
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none'
    return {
      controller: state(navigator.serviceWorker.controller),
      active: state(registration?.active),
      waiting: state(registration?.waiting),
      installing: state(registration?.installing),
    }
  })

/** The scripts this page's document has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))

/**
 * What a deployment looks like to an open page: a byte-different sw.js. The browser's update
 * check bypasses Playwright's routing (page, context and a browser-wide CDP Fetch alike), so the
 * built file itself changes for as long as the check takes; playwright.config.ts runs this spec
 * alone, after every other test, so no other page can be offered the update.
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

test('a new build waiting in the background is offered as "Neue Version verfügbar"', async ({
  page,
}) => {
  // The collaboration socket opens last, once the start has settled.
  const socketOpened = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().endsWith('/graphql'),
  })
  await visitFeedOnline(page, demoAccounts.redaktion.email)
  // Under the current worker the settled start leaves workbox-window unloaded until a version waits.
  await socketOpened
  expect(await loadedScripts(page)).not.toContainEqual(expect.stringContaining('workbox-window'))
  await publishNewBuild(page)

  const prompt = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' })
  await expect(prompt).toBeVisible()
  // "Aktualisieren" lets the waiting version take over and reloads the page into it.
  const reloaded = page.waitForEvent('load', { timeout: 45_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}; workers: ${JSON.stringify(await workerStates(page))}`)
  })
  await prompt.getByRole('button', { name: 'Aktualisieren' }).click()
  await reloaded
  await expect(firstEntry(page)).toBeVisible()
})
