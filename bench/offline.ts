// Benchmark: on a repeat visit while offline, the time from navigation to the first agenda entry
// on screen (service worker shell + cached search), and the gzipped JavaScript of the feed.
// Needs a build: `npx vite build && npx tsx bench/offline.ts` (port BENCH_PORT, default 8504).
import { spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { chromium, type BrowserContext } from '@playwright/test'
import { CHROMIUM_PATH, signInToFeed, startDemoServer } from '../scripts/demo-session'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const port = Number(process.env.BENCH_PORT ?? 8504)

// Records, inside the page, when the first entry appears, measured from the navigation's start.
const FIRST_ENTRY_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-entry]')) {
      window.__firstEntryAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })`

// A repeat visit opens the app in a fresh tab: no earlier page of it unloads first.
async function offlineVisit(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('[data-entry]').first().waitFor()
  const firstEntryAt = await page.evaluate<number>('window.__firstEntryAt')
  await page.close()
  return firstEntryAt
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN

const server = await startDemoServer({ port, dataDir: '/tmp/agenda-bench-offline' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
try {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })
  await context.addInitScript(FIRST_ENTRY_PROBE)
  const page = await context.newPage()
  await signInToFeed(page, server.origin)
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)')
  // A visit under the service worker's control puts this agenda into its cache.
  await page.reload()
  await page.locator('[data-entry]').first().waitFor()
  await context.setOffline(true)
  const url = page.url()
  await page.close()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) times.push(await offlineVisit(context, url))
  times.sort((a, b) => a - b)
  console.log(
    `Offline, wiederholter Besuch: erster Termin nach ${percentile(times, 0.5).toFixed(0)} ms ` +
      `(Median, p90 ${percentile(times, 0.9).toFixed(0)} ms, ${RUNS} Läufe)`,
  )
  // Timings on a busy machine say little; the load puts the figure in context.
  console.log(
    `Last: ${loadavg()[0]?.toFixed(1) ?? '?'} auf ${availableParallelism()} Kernen (1-Minuten-Mittel)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
spawnSync(process.execPath, ['scripts/check-bundle-size.mjs'], { stdio: 'inherit' })
