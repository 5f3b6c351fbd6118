// Our Monat against its peer, FullCalendar 7's dayGridMonth (issue 39), in one Chromium, fed the
// same entries by request interception: ours its day summaries, FullCalendar every entry of the
// window our Monat asks for (about 3,000 a month from the 43,000 seeded), both answered from memory
// once the warm-up has read them from our server. Rounds alternate which page goes first; each
// round navigates to the month (→ painted) and, a second later, presses the button to the next
// month (→ painted). Our start may paint the last-seen month's picture from the service worker
// first (docs/architecture.md#start-picture): navigation → painted is to the first picture of the
// month, and for ours the bench also prints navigation → the app's own grid.
// Prints medians with min–max, the JavaScript each page loads by its first picture, the ratios
// and the machine's load. Needs a build: `npx vite build && npm run bench:peer`
// (BENCH_ROUNDS, default 10; BENCH_PORT, default 8407, and the next port for FullCalendar's page).
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { chromium, type Browser, type Page, type Route } from '@playwright/test'
import { build } from 'vite'
import { addDays, berlinToday, toBerlinDay } from '../domain/berlin-time'
import type { AgendaEvent, DaySummaryRequest, EventSearchResponse } from '../domain/events-api'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  signInToFeed,
  startDemoServer,
} from '../scripts/demo-session'
import { machineLoad } from './figures'
import {
  armPaintProbe,
  gzippedAsset,
  loadedScripts,
  median,
  monthGridShows,
  monthLabel,
  newBerlinContext,
  pressUntilPainted,
  shiftMonth,
  showEveryEntry,
  waitForMark,
} from './page-marks'
import { medianPhases, phasesOfStart, TRACE_CATEGORIES } from './trace-phases'

if (!process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS) {
  // Without it, the requests our service worker sends on the page's behalf pass by the routes.
  throw new Error(
    'Bitte mit `npm run bench:peer` starten (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1).',
  )
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const TRACED_STARTS = 5
const port = Number(process.env.BENCH_PORT ?? 8407)
const PEER_DIR = '/tmp/agenda-bench-peer-fullcalendar'
const PEER_ORIGIN = `http://localhost:${port + 1}`

interface MonthWindow {
  from: string
  to: string
  filterRules: DaySummaryRequest['filterRules']
  authorization: string
}

/** The month a window shows: the month of its middle (a grid of six weeks, or the month alone). */
const monthOfWindow = (from: string, to: string) =>
  toBerlinDay((Date.parse(from) + Date.parse(to)) / 2).slice(0, 7)

/** What our Monat was answered, by request, and the window it asked for, by month. */
const daySummaries = new Map<string, string>()
const monthWindows = new Map<string, MonthWindow>()
const peerEvents = new Map<string, string>()

async function answerDaySummary(route: Route): Promise<void> {
  const request = route.request()
  const body = request.postDataJSON() as DaySummaryRequest
  const key = JSON.stringify(body)
  let answer = daySummaries.get(key)
  if (answer === undefined) {
    const response = await route.fetch()
    if (response.status() !== 200) return route.fulfill({ response })
    answer = await response.text()
    daySummaries.set(key, answer)
    const { from, to, filterRules } = body
    const authorization = (await request.allHeaders()).authorization ?? ''
    monthWindows.set(monthOfWindow(from, to), { from, to, filterRules, authorization })
  }
  return route.fulfill({ status: 200, contentType: 'application/json', body: answer })
}

/** Every entry of the window our Monat asked for, read from our server, as FullCalendar's events. */
async function readPeerEvents(origin: string, month: string): Promise<string> {
  const window = monthWindows.get(month)
  if (!window) throw new Error(`Unser Monat hat ${month} noch nicht gezeigt.`)
  const events: object[] = []
  let cursor: string | null = null
  do {
    const response = await fetch(`${origin}/events/api/v1/events/search`, {
      method: 'POST',
      headers: { authorization: window.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        filterRules: window.filterRules,
        from: window.from,
        to: window.to,
        sort: 'startTime',
        order: 'asc',
        limit: 200,
        ...(cursor ? { cursor } : {}),
      }),
    })
    if (!response.ok) throw new Error(`Suche: ${response.status}`)
    const answer = (await response.json()) as EventSearchResponse
    events.push(...answer.items.map(peerEvent))
    cursor = answer.nextCursor
  } while (cursor)
  return JSON.stringify(events)
}

function peerEvent(entry: AgendaEvent): object {
  const { id, title, startTime, endTime, isWholeDay } = entry
  if (!isWholeDay) return { id, title, start: startTime, end: endTime }
  return { id, title, allDay: true, start: toBerlinDay(startTime), end: toBerlinDay(endTime) }
}

async function answerPeerEvents(route: Route, origin: string): Promise<void> {
  const url = new URL(route.request().url())
  const month = monthOfWindow(
    url.searchParams.get('start') ?? '',
    url.searchParams.get('end') ?? '',
  )
  let answer = peerEvents.get(month)
  if (answer === undefined) {
    answer = await readPeerEvents(origin, month)
    peerEvents.set(month, answer)
  }
  return route.fulfill({ status: 200, contentType: 'application/json', body: answer })
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

/** FullCalendar's page as a site serves it: hashed files cached for good, the page revalidated. */
function servePeer(): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', PEER_ORIGIN).pathname
    const file = path.join(PEER_DIR, pathname === '/' ? 'index.html' : pathname)
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        })
        response.end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  return new Promise((resolve) => server.listen(port + 1, '127.0.0.1', () => resolve(server)))
}

/** FullCalendar shows `month`: its 15th holds an event or „+n weitere“. */
const peerShows = (month: string) => `Boolean(document.querySelector(
  '[data-date="${month}-15"] [role="listitem"], [data-date="${month}-15"] [role="button"]'))`

interface Peer {
  name: string
  page: Page
  open(): Promise<void>
  shows(month: string): string
  /** The label of the button to the next month. */
  nextLabel: string
  /** Ours: a start paints the month's picture before the app's own grid. */
  showsPicture?: boolean
  scriptSize(pathname: string): number
  /** What the measured rounds read. */
  reading: Reading
}

interface Reading {
  navigation: number[]
  /** Ours only: to the app's own grid, after the start's picture of it. */
  ownGrid: number[]
  monthChange: number[]
}

/** Navigation → painted, then a reader's glance, then the next month → painted. */
async function round(peer: Peer, month: string, reading: Reading): Promise<void> {
  // A page behind another is hidden: Chromium draws it about once a second.
  await peer.page.bringToFront()
  await peer.open()
  reading.navigation.push(await waitForMark(peer.page, '__navigationPaintedAt'))
  if (peer.showsPicture) reading.ownGrid.push(await waitForMark(peer.page, '__ownGridPaintedAt'))
  await peer.page.waitForTimeout(1000)
  reading.monthChange.push(
    await pressUntilPainted(peer.page, peer.nextLabel, peer.shows(shiftMonth(month, 1))),
  )
}

async function javaScriptToFirstPicture(peer: Peer): Promise<number> {
  await peer.page.bringToFront()
  await peer.open()
  const paintedAt = await waitForMark(peer.page, '__navigationPaintedAt')
  const scripts = await loadedScripts(peer.page, paintedAt)
  return scripts.reduce((total, name) => total + peer.scriptSize(name), 0)
}

/** Where the time of a start goes: the median phases of TRACED_STARTS traced starts. */
async function startPhases(browser: Browser, peer: Peer): Promise<Map<string, number>> {
  const starts: Map<string, number>[] = []
  await peer.page.bringToFront()
  for (let run = 0; run < TRACED_STARTS; run += 1) {
    await browser.startTracing(peer.page, { categories: TRACE_CATEGORIES })
    await peer.open()
    const paintedAt = await waitForMark(peer.page, '__navigationPaintedAt')
    starts.push(phasesOfStart(await browser.stopTracing(), paintedAt))
  }
  return medianPhases(starts)
}

await build({
  root: path.resolve('bench/peer-month'),
  configFile: false,
  logLevel: 'warn',
  build: { outDir: PEER_DIR, emptyOutDir: true },
})
const peerServer = await servePeer()
const server = await startDemoServer({
  port,
  dataDir: `/tmp/agenda-bench-peer-${port}`,
  seedEvents: 43_000,
})
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
try {
  const context = await newBerlinContext(browser)
  const month = addDays(berlinToday(), 40).slice(0, 7)
  await context.route('**/events/api/v1/events/day-summary', answerDaySummary)
  await context.route(`${PEER_ORIGIN}/peer-events?**`, (route) =>
    answerPeerEvents(route, server.origin),
  )
  const ourPage = await context.newPage()
  await signInToFeed(ourPage, server.origin)
  await showEveryEntry(ourPage)
  await ourPage.addInitScript(
    armPaintProbe('__navigationPaintedAt', monthGridShows(monthLabel(month)), '0'),
  )
  await ourPage.addInitScript(
    armPaintProbe('__ownGridPaintedAt', monthGridShows(monthLabel(month), '#root'), '0'),
  )
  const peerPage = await context.newPage()
  await peerPage.addInitScript(armPaintProbe('__navigationPaintedAt', peerShows(month), '0'))
  const ours: Peer = {
    name: 'Agenda',
    page: ourPage,
    open: async () =>
      void (await ourPage.goto(`${server.origin}/app/events/monthly?from=${month}-01`)),
    shows: (shown) => monthGridShows(monthLabel(shown)),
    nextLabel: 'Monat vor',
    showsPicture: true,
    scriptSize: (name) => gzippedAsset('dist', '/app', name),
    reading: { navigation: [], ownGrid: [], monthChange: [] },
  }
  const fullCalendar: Peer = {
    name: 'FullCalendar 7',
    page: peerPage,
    open: async () => void (await peerPage.goto(`${PEER_ORIGIN}/?month=${month}`)),
    shows: peerShows,
    nextLabel: 'Nächster Monat',
    scriptSize: (name) => gzippedAsset(PEER_DIR, '/', name),
    reading: { navigation: [], ownGrid: [], monthChange: [] },
  }
  // Warm-up: our Monat first, so that its windows are known when FullCalendar asks.
  for (const peer of [ours, fullCalendar]) {
    await round(peer, month, { navigation: [], ownGrid: [], monthChange: [] })
  }
  const loadBefore = machineLoad()
  for (let index = 0; index < ROUNDS; index += 1) {
    const order = index % 2 === 0 ? [ours, fullCalendar] : [fullCalendar, ours]
    for (const peer of order) await round(peer, month, peer.reading)
  }
  const loadAfter = machineLoad()
  const bytes = [await javaScriptToFirstPicture(ours), await javaScriptToFirstPicture(fullCalendar)]
  const ourPhases = await startPhases(browser, ours)
  const peerPhases = await startPhases(browser, fullCalendar)

  const entries = (JSON.parse(peerEvents.get(month) ?? '[]') as unknown[]).length
  const figure = (values: number[]) =>
    `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`
  const line = (label: string, pick: (reading: Reading) => number[], goal: string) =>
    console.log(
      `${label.padEnd(31)}${figure(pick(ours.reading)).padEnd(22)}${figure(pick(fullCalendar.reading)).padEnd(22)}` +
        `${(median(pick(ours.reading)) / median(pick(fullCalendar.reading))).toFixed(2)} (${goal})`,
    )
  const kb = (value = 0) => `${(value / 1000).toFixed(1)} KB`
  console.log(
    `Monat ${month}: ${entries} Einträge, ${ROUNDS} Runden (+1 zum Aufwärmen), abwechselnd; Median (min–max)`,
  )
  console.log(`Last vorher: ${loadBefore}, nachher: ${loadAfter} (1, 5, 15 min)`)
  console.log(
    `${''.padEnd(31)}${ours.name.padEnd(22)}${fullCalendar.name.padEnd(22)}Verhältnis (Ziel)`,
  )
  line('Navigation → gezeichnet', (reading) => reading.navigation, '≤ 0,5')
  console.log(
    `${'  davon Agenda: eigenes Raster'.padEnd(31)}${figure(ours.reading.ownGrid).padEnd(22)}${''.padEnd(22)}` +
      `${(median(ours.reading.ownGrid) / median(fullCalendar.reading.navigation)).toFixed(2)}`,
  )
  line('Nächster Monat → gezeichnet', (reading) => reading.monthChange, '≤ 0,2')
  console.log(
    `${'JavaScript bis zum Bild (gzip)'.padEnd(31)}${kb(bytes[0]).padEnd(22)}${kb(bytes[1]).padEnd(22)}(Agenda ≤ 160 KB)`,
  )
  console.log(
    `Wohin die Zeit bis zum Bild geht (Hauptthread, Median aus ${TRACED_STARTS} aufgezeichneten Starts, mit Aufzeichnung langsamer):`,
  )
  for (const [phase, ms] of ourPhases) {
    console.log(
      `  ${phase.padEnd(66)}${`${ms.toFixed(0)} ms`.padEnd(10)}${(peerPhases.get(phase) ?? 0).toFixed(0)} ms`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
  peerServer.close()
}
