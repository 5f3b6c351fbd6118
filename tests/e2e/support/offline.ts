// Helpers for the offline end-to-end tests: a feed visit that leaves the service worker in control
// with the agenda cached, and the header's offline indicator.
import { expect, type Page } from '@playwright/test'
import { signIn } from './sign-in'

export const firstEntry = (page: Page) => page.locator('[data-entry]').first()

/** The header's live region: "Offline" and "N Änderungen warten auf Verbindung". */
export const offlineIndicator = (page: Page) => page.locator('.offline-indicator')

/** Signs in on the feed and waits until the service worker controls the page and the agenda shows. */
export async function visitFeedOnline(page: Page, email: string): Promise<void> {
  await signIn(page, email, '/app/events/standard')
  await untilWorkerServes(page)
}

/** The feed of a page already signed in (support/signed-in.ts), served by the service worker. */
export async function openFeedOnline(page: Page): Promise<void> {
  await page.goto('/app/events/standard')
  await untilWorkerServes(page)
}

async function untilWorkerServes(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The very first load may have run before the worker took control; this visit goes through it.
  await page.reload()
  await expect(firstEntry(page)).toBeVisible()
}
