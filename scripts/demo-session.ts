// For tools that need the real app signed in (Lighthouse, benchmarks): start our server on a port
// with a fresh data directory, and sign a Chromium page in with a demo account.
import { spawn } from 'node:child_process'
import type { Page } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** As the end-to-end tests launch it (playwright.config.ts): nothing of its own on the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
]

export interface DemoServer {
  origin: string
  stop(): Promise<void>
}

export async function startDemoServer(options: {
  port: number
  dataDir: string
  seedEvents?: number
}): Promise<DemoServer> {
  const origin = `http://localhost:${options.port}`
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      E2E_DATA_DIR: options.dataDir,
      SEED_EVENTS: String(options.seedEvents ?? 2000),
      LOG_LEVEL: 'warn',
    },
  })
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()))
  const stop = async () => {
    server.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`Der Server unter ${origin} ist nicht gestartet.`)
}

/**
 * Opens the feed, signs in at the embedded provider and waits for the first agenda entry. When the
 * default top filter hides every entry of the days shown (the seed marks about one entry in twenty
 * as top, so a small seed can have none in two weeks), it chooses „Alle anzeigen“ as a user would;
 * the choice is stored on the device, so tools that reuse the profile see the same feed.
 */
export async function signInToFeed(
  page: Page,
  origin: string,
  email = 'redaktion@agenda.test',
): Promise<void> {
  await page.goto(`${origin}/app/events/standard`)
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort').fill('agenda')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  const firstEntry = page.locator('[data-entry]').first()
  const showAll = page.getByRole('button', { name: 'Alle anzeigen' })
  await firstEntry.or(showAll).first().waitFor({ timeout: 30_000 })
  if (!(await firstEntry.isVisible())) await showAll.click()
  await firstEntry.waitFor({ timeout: 30_000 })
}
