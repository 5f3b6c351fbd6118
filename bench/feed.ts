// Benchmark of the classic feed (issues 4 and 14), every answer from the real server, nothing
// intercepted. With 43,000 seeded events (about 3,000 a month, 5,000 in the Standard range):
// navigation → first entries painted (Standard) and → month painted (Monat); next or previous
// month → painted, for a month seen before and a new one; the gzipped JavaScript and the agenda
// data each page loads; frame times while scrolling the list through 5,000 entries.
// Needs a build: `npx vite build && npx tsx bench/feed.ts` (port BENCH_PORT, default 8406;
// BENCH_RUNS runs per figure, default 5). Seeding takes about a minute.
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_PATH, signInToFeed, startDemoServer } from '../scripts/demo-session'
import {
  armPaintProbe,
  gzippedAsset,
  loadedScripts,
  median,
  monthGridShows,
  monthLabel,
  newBerlinContext,
  shiftMonth,
  showEveryEntry,
  waitForMark,
} from './page-marks'

const port = Number(process.env.BENCH_PORT ?? 8406)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const FRAME_BUDGET_MS = 16.7

// Inside the page, from its start: the time of the first frame painted after the first entry, or
// a month grid with its counts and no skeleton, is in the DOM.
const FIRST_PAINT_PROBE = `
  (() => {
    const marks = [
      ['__firstEntryPaintedAt', () => document.querySelector('[data-entry]')],
      ['__monthGridPaintedAt', () => document.querySelector('.month-grid .month-day-count') &&
        !document.querySelector('.feed-skeleton')],
    ]
    const observer = new MutationObserver(() => {
      for (const mark of marks) {
        const [name, shown] = mark
        if (mark.done || !shown()) continue
        mark.done = true
        requestAnimationFrame(() => setTimeout(() => { window[name] = performance.now() }))
      }
      if (marks.every((mark) => mark.done)) observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Berlin',
  })
/** Navigation → first entries painted, median of RUNS fresh navigations. */
async function firstEntries(page: Page, url: string): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(url)
    times.push(await waitForMark(page, '__firstEntryPaintedAt'))
  }
  return median(times)
}

// Inside the page: scroll 120 px per frame until every entry has loaded and the end is reached,
// recording the time between frames.
const SCROLL_THROUGH = (total: number) => `
  new Promise((resolve) => {
    const frames = []
    let last = performance.now()
    const started = last
    const step = (now) => {
      frames.push(now - last)
      last = now
      window.scrollBy(0, 120)
      const summary = document.querySelector('.feed-summary')?.textContent ?? ''
      const atEnd = window.innerHeight + window.scrollY >= document.body.scrollHeight - 2
      const busy = document.querySelector('[role="list"][aria-busy="true"]') !== null
      const done = atEnd && !busy && summary.replace(/\\D/g, '') === '${total}'
      if (done || now - started > 240000) resolve(frames.slice(1))
      else requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })`

async function scrollThrough(page: Page, total: number): Promise<number[]> {
  await page.locator('[data-entry]').first().waitFor()
  await page.mouse.move(900, 600)
  return page.evaluate<number[]>(SCROLL_THROUGH(total))
}

/** Navigation → Monat painted, median of RUNS fresh navigations to `month`. */
async function monthFromNavigation(page: Page, origin: string, month: string): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${origin}/app/events/monthly?from=${month}-01`)
    times.push(await waitForMark(page, '__monthGridPaintedAt'))
  }
  return median(times)
}

/** One click on „Monat vor“ or „Monat zurück“ → the target month painted. */
async function monthStep(page: Page, forward: boolean, target: string): Promise<number> {
  await page.evaluate(armPaintProbe('__monthPaintedAt', monthGridShows(monthLabel(target))))
  await page.getByRole('button', { name: forward ? 'Monat vor' : 'Monat zurück' }).click()
  return waitForMark(page, '__monthPaintedAt')
}

/**
 * Next month (new each time) and back (seen a moment ago), RUNS times from successive months;
 * the idle prefetch of neighbours gets a second before each step, as a reader's glance would.
 */
async function monthSteps(page: Page, origin: string, first: string) {
  const fresh: number[] = []
  const seen: number[] = []
  let month = first
  await page.goto(`${origin}/app/events/monthly?from=${month}-01`)
  await page.evaluate(armPaintProbe('__monthPaintedAt', monthGridShows(monthLabel(month))))
  await waitForMark(page, '__monthPaintedAt')
  for (let run = 0; run < RUNS; run += 1) {
    await page.waitForTimeout(1000)
    fresh.push(await monthStep(page, true, shiftMonth(month, 1)))
    await page.waitForTimeout(1000)
    seen.push(await monthStep(page, false, month))
    await page.waitForTimeout(1000)
    await monthStep(page, true, shiftMonth(month, 1))
    month = shiftMonth(month, 1)
  }
  return { fresh: median(fresh), seen: median(seen) }
}

interface PageWeight {
  jsFirstPaint: number
  jsSettled: number
  dataRequests: number
  dataBytes: number
}

/**
 * What one fresh visit of `url` loads: gzipped JavaScript by the first painted entry or month and
 * once the page has settled (5 s later, the deferred silent check included), and the agenda data
 * (requests to the events API, gzipped as the wire would carry them).
 */
async function pageWeight(
  page: Page,
  url: string,
  mark: () => Promise<number>,
): Promise<PageWeight> {
  const data: Buffer[] = []
  const onResponse = (response: import('@playwright/test').Response) => {
    if (new URL(response.url()).pathname.startsWith('/events/api/')) {
      void response.body().then(
        (body) => data.push(gzipSync(body)),
        () => undefined,
      )
    }
  }
  page.on('response', onResponse)
  await page.goto(url)
  const paintedAt = await mark()
  await page.waitForTimeout(5000)
  page.off('response', onResponse)
  const all = await loadedScripts(page)
  const early = await loadedScripts(page, paintedAt)
  const sum = (names: Iterable<string>) =>
    [...names].reduce((total, name) => total + gzippedAsset('dist', '/app', name), 0)
  return {
    jsFirstPaint: sum(early),
    jsSettled: sum(all),
    dataRequests: data.length,
    dataBytes: data.reduce((total, body) => total + body.length, 0),
  }
}
const server = await startDemoServer({
  port,
  dataDir: `/tmp/agenda-bench-feed-${port}`,
  seedEvents: 43_000,
})
// Frames are not held to the display's 60 Hz: each one starts as soon as the last is done, so the
// time between frames is what a frame costs. Tied to vsync, the intervals would sit at 16.7 ms
// give or take a timer's jitter and say nothing of the work behind them.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu-vsync', '--disable-frame-rate-limit'],
})
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const weightLine = (name: string, weight: PageWeight) =>
  `${name}: JS ${kb(weight.jsFirstPaint)} bis zum ersten Bild, ${kb(weight.jsSettled)} nach 5 s; ` +
  `Daten ${weight.dataRequests} Anfragen, ${kb(weight.dataBytes)} (gzip)`
try {
  const context = await newBerlinContext(browser)
  await context.addInitScript(FIRST_PAINT_PROBE)
  const page = await context.newPage()
  await signInToFeed(page, server.origin)
  await showEveryEntry(page)

  // About 100 seeded events a day: 50 days hold the 5,000 the Standard figure asks for.
  const standardUrl = `${server.origin}/app/events/standard?from=${day(1)}&to=${day(50)}`
  const listUrl = `${server.origin}/app/events/list?from=${day(1)}&to=${day(50)}`
  await page.goto(listUrl)
  const summary = (await page.locator('.feed-summary').textContent()) ?? ''
  const total = Number(summary.replace(/\D/g, ''))
  const firstMs = await firstEntries(page, standardUrl)
  const month = day(40).slice(0, 7)
  const monthUrl = `${server.origin}/app/events/monthly?from=${month}-01`
  const monthMs = await monthFromNavigation(page, server.origin, month)
  const steps = await monthSteps(page, server.origin, month)
  const standardWeight = await pageWeight(page, standardUrl, () =>
    waitForMark(page, '__firstEntryPaintedAt'),
  )
  const monthWeight = await pageWeight(page, monthUrl, () =>
    waitForMark(page, '__monthGridPaintedAt'),
  )
  await page.goto(listUrl)
  const frames = await scrollThrough(page, total)
  const underBudget = frames.filter((frame) => frame < FRAME_BUDGET_MS).length / frames.length

  const [load] = loadavg()
  console.log(`Last der Maschine (1 min):              ${load?.toFixed(2)} bei Start der Ausgabe`)
  console.log(`Einträge im Standard-Zeitraum:          ${total}`)
  console.log(`Navigation → erste Einträge (Median):   ${firstMs.toFixed(0)} ms (Ziel < 200 ms)`)
  console.log(`Navigation → Monat gezeichnet (Median): ${monthMs.toFixed(0)} ms (Ziel < 450 ms)`)
  console.log(
    `Nächster Monat, neu (Median):           ${steps.fresh.toFixed(0)} ms (Ziel < 250 ms)`,
  )
  console.log(`Voriger Monat, gesehen (Median):        ${steps.seen.toFixed(0)} ms (Ziel < 100 ms)`)
  console.log(weightLine('Standard', standardWeight))
  console.log(weightLine('Monat', monthWeight))
  console.log(
    `Frames beim Scrollen der Liste:         ${frames.length}, ${(underBudget * 100).toFixed(1)} % unter ${FRAME_BUDGET_MS} ms (Ziel ≥ 95 %)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
