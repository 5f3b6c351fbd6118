// `npm run lighthouse`: Lighthouse CI against the built app served by our server, on a public page
// and on the signed-in feed. LHCI cannot sign in by itself, so a Chromium profile is signed in
// first (demo account) and Lighthouse runs in that profile, keeping its storage.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, signInToFeed, startDemoServer } from './demo-session'

const WORK_DIR = path.resolve('.lighthouseci')
const PROFILE_DIR = path.join(WORK_DIR, 'profile')

const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as {
  ci: { collect: { url: string[] } }
}
const firstUrl = new URL(config.ci.collect.url[0] ?? 'http://localhost:8404/')

if (!existsSync('dist/index.html')) {
  console.error('Kein Build gefunden: erst `npm run build`.')
  process.exit(1)
}

async function signInProfile(origin: string): Promise<void> {
  rmSync(PROFILE_DIR, { recursive: true, force: true })
  const context = await chromium.launchPersistentContext(PROFILE_DIR, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox'],
  })
  await signInToFeed(await context.newPage(), origin)
  await context.close()
}

function runLighthouseCi(): Promise<number> {
  const lhci = spawn(
    'npx',
    [
      'lhci',
      'autorun',
      // Lighthouse keeps this profile's signed-in storage (disableStorageReset in the config).
      `--collect.settings.chromeFlags=--no-sandbox --headless=new --user-data-dir=${PROFILE_DIR}`,
    ],
    { stdio: 'inherit' },
  )
  return new Promise((resolve) => lhci.on('exit', (code) => resolve(code ?? 1)))
}

const server = await startDemoServer({
  port: Number(firstUrl.port),
  dataDir: path.join(WORK_DIR, 'data'),
})
let status = 1
try {
  await signInProfile(server.origin)
  status = await runLighthouseCi()
} finally {
  await server.stop()
}
process.exit(status)
