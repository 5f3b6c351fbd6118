// `npm run lighthouse`: Lighthouse CI against the built app served by our server, on a public page
// and on the signed-in feed. LHCI cannot sign in by itself, so a Chromium profile is signed in
// first (playwright-core, demo account) and Lighthouse runs in that profile, keeping its storage.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const WORK_DIR = path.resolve('.lighthouseci')
const PROFILE_DIR = path.join(WORK_DIR, 'profile')
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'))
const origin = new URL(config.ci.collect.url[0]).origin

if (!existsSync('dist/index.html')) {
  console.error('Kein Build gefunden: erst `npm run build`.')
  process.exit(1)
}

async function waitForServer(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Server unter ${origin} antwortet nicht`)
}

async function signInProfile() {
  rmSync(PROFILE_DIR, { recursive: true, force: true })
  const context = await chromium.launchPersistentContext(PROFILE_DIR, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
  })
  const page = await context.newPage()
  await page.goto(`${origin}/app/events/standard`)
  await page.getByLabel('E-Mail').fill('redaktion@agenda.test')
  await page.getByLabel('Passwort').fill('agenda')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(`${origin}/app/events/standard**`, { timeout: 30_000 })
  await page.locator('[data-entry]').first().waitFor({ timeout: 30_000 })
  await context.close()
}

function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))) }
}

const server = run(process.execPath, ['scripts/e2e-server.mjs'], {
  PORT: new URL(origin).port,
  E2E_DATA_DIR: path.join(WORK_DIR, 'data'),
  SEED_EVENTS: '2000',
  LOG_LEVEL: 'warn',
})
let status = 1
try {
  await waitForServer()
  await signInProfile()
  const lhci = run('npx', [
    'lhci',
    'autorun',
    // Lighthouse keeps the signed-in storage of this profile (disableStorageReset in the config).
    `--collect.settings.chromeFlags=--no-sandbox --headless=new --user-data-dir=${PROFILE_DIR}`,
  ])
  status = await lhci.done
} finally {
  server.child.kill('SIGTERM')
  await server.done
}
process.exit(status)
