import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium against the real server (embedded provider, PGlite in
// a fresh data directory), signing in like a user.
const PORT = Number(process.env.E2E_PORT ?? 8181)
export const baseURL = `http://localhost:${PORT}`
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace (a screencast and DOM snapshots of every step) costs each test CPU on
    // these 2-core machines; CI records the retry of a failed test, and keeps it if it fails again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // --disable-gpu: without a GPU, Chromium's GPU process emulates one (SwiftShader) and takes
      // as much CPU as the browser; software compositing draws the same pages for less.
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      // Signs the stock accounts of read-only tests in once and saves their state
      // (tests/e2e/support/signed-in.ts).
      name: 'sign-in',
      testMatch: 'sign-in.setup.ts',
      use: desktop,
    },
    {
      name: 'desktop',
      testIgnore: 'app-update.spec.ts',
      dependencies: ['sign-in'],
      use: desktop,
    },
    {
      // Changes the built service worker for a moment: alone, once every other test has run.
      // Run on its own with `--no-deps` (else the whole desktop project runs first).
      name: 'app-update',
      testMatch: 'app-update.spec.ts',
      dependencies: ['desktop'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The push e2e test registers endpoints of a push service peer on 127.0.0.1 (tests/e2e/push.spec.ts).
    env: {
      PORT: String(PORT),
      SEED_EVENTS: '3000',
      LOG_LEVEL: 'warn',
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      // Alerts are sent a second after the change instead of coalescing a minute (alerts.spec.ts).
      ALERT_COALESCE_SECONDS: '1',
    },
  },
})
