// Benchmark of the collaboration sidebar (issue 15): a folder of 500 entries, from choosing it in
// the sidebar to its first screen painted (every row the sidebar shows is in the DOM; the list is
// windowed, so the other rows are not), with the folder already in the client's cache (a folder
// seen before) and fresh from the service; then scrolling to its last entry. The real server,
// signed in like a user. Where the time goes: the service's answer to the Folder query alone,
// Apollo's cache write and read of it (in Node, the same code as in the page), and inside the
// page: click → answer received → first row in the DOM → first screen complete → painted.
// Needs a build: `npx vite build && npx tsx bench/folder-render.ts` (port BENCH_PORT, default
// 8408; BENCH_RUNS runs per figure, default 5).
import { loadavg } from 'node:os'
import { print } from 'graphql'
import { chromium, type APIRequestContext, type Page } from '@playwright/test'
import {
  FolderDocument,
  type FolderQuery,
} from '../src/features/collaboration/api/generated/operations'
import { createCollaborationCache } from '../src/lib/apollo/collaboration-cache-policy'
import { CHROMIUM_PATH, signInToFeed, startDemoServer } from '../scripts/demo-session'

const port = Number(process.env.BENCH_PORT ?? 8408)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ITEMS = 500

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Ids of the first `count` agenda entries from today on, read page by page like the feed. */
async function eventIds(page: Page, ticket: string, count: number): Promise<string[]> {
  const ids = new Set<string>()
  let cursor: string | null = null
  const from = new Date().toISOString()
  const to = new Date(Date.now() + 120 * 86_400_000).toISOString()
  while (ids.size < count) {
    const answer = await page.request.post('/events/api/v1/events/search', {
      headers: { authorization: `Bearer ${ticket}` },
      data: { from, to, filterRules: [], limit: 200, ...(cursor ? { cursor } : {}) },
    })
    const body = (await answer.json()) as { items: { id: string }[]; nextCursor: string | null }
    for (const item of body.items) ids.add(item.id)
    cursor = body.nextCursor
    if (!cursor) break
  }
  return [...ids].slice(0, count)
}

async function createFolder(
  page: Page,
  ticket: string,
  name: string,
  ids: string[],
): Promise<string> {
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket}` },
    data: {
      query: `mutation($id: ID!, $name: String!, $items: [FolderItemInput!]) {
        createFolder(clientMutationId: $id, name: $name, items: $items) { id itemCount } }`,
      variables: { id: crypto.randomUUID(), name, items: ids.map((eventId) => ({ eventId })) },
    },
  })
  const body = (await answer.json()) as {
    data?: { createFolder: { id: string; itemCount: number } }
  }
  if (body.data?.createFolder.itemCount !== ids.length) {
    throw new Error(`Der Ordner wurde nicht angelegt: ${JSON.stringify(body)}`)
  }
  return body.data.createFolder.id
}

// Apollo adds __typename to every selection before sending; the cache needs it to normalize.
const FOLDER_QUERY_AS_SENT = print(createCollaborationCache().transformDocument(FolderDocument))

/** The Folder query as the sidebar sends it, timed from request to parsed answer. */
async function readFolderTimed(request: APIRequestContext, ticket: string, id: string) {
  const started = performance.now()
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket}` },
    data: { query: FOLDER_QUERY_AS_SENT, variables: { id }, operationName: 'Folder' },
  })
  const body = (await answer.json()) as { data: FolderQuery }
  return { ms: performance.now() - started, data: body.data }
}

/** Apollo's normalizing write of the answer and the read the sidebar's useQuery does after it. */
function cacheWriteAndReadTimed(id: string, data: FolderQuery): { write: number; read: number } {
  const cache = createCollaborationCache()
  const started = performance.now()
  cache.writeQuery({ query: FolderDocument, variables: { id }, data })
  const written = performance.now()
  const read = cache.readQuery({ query: FolderDocument, variables: { id } })
  if (read?.folder?.items.length !== data.folder?.items.length)
    throw new Error('Cache unvollständig')
  return { write: written - started, read: performance.now() - written }
}

interface OpenTimes {
  /** Click → first screen painted: the figure to keep under 100 ms. */
  total: number
  /** Click → the Folder query's answer fully received (resource timing). */
  answered: number
  /** Answer → first row in the DOM: Apollo's cache write and read, React's render and commit. */
  firstRow: number
  /** First row → every row of the first screen in the DOM (rows measured, more rendered). */
  firstScreen: number
  /** First screen in the DOM → the next frame painted (layout, paint). */
  painted: number
}

// Inside the page: press the folder's button, then time until the first screen is complete — rows
// from the first on, the last one reaching the sidebar's bottom edge or being the folder's last —
// and the next frame has been painted.
const OPEN_AND_TIME = (name: string) => `
  new Promise((resolve) => {
    const button = [...document.querySelectorAll('.collab-folder')]
      .find((element) => element.textContent.includes(${JSON.stringify(name)}))
    // .collab-sidebar__body: the same element in builds from before the list was windowed.
    const area = document.querySelector('[data-sidebar-scroll-area], .collab-sidebar__body')
    const marks = {}
    const firstScreenComplete = () => {
      const rows = document.querySelectorAll('[data-folder-item]')
      const last = rows[rows.length - 1]
      if (!last) return false
      marks.firstRow ??= performance.now()
      if (last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize')) return true
      return last.getBoundingClientRect().bottom >= area.getBoundingClientRect().bottom
    }
    const started = performance.now()
    const done = () => {
      marks.firstScreen = performance.now()
      requestAnimationFrame(() => setTimeout(() => {
        const painted = performance.now()
        const answer = performance.getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('/graphql') && entry.startTime >= started)
          .at(-1)
        const answered = answer ? answer.responseEnd : marks.firstRow
        resolve({
          total: painted - started,
          answered: answered - started,
          firstRow: marks.firstRow - answered,
          firstScreen: marks.firstScreen - marks.firstRow,
          painted: painted - marks.firstScreen,
        })
      }))
    }
    const observer = new MutationObserver(() => {
      if (!firstScreenComplete()) return
      observer.disconnect()
      done()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    button.click()
  })`

async function openFolderTimed(page: Page, name: string): Promise<OpenTimes> {
  const back = page.getByRole('button', { name: 'Alle Ordner' })
  if (await back.isVisible()) await back.click()
  await page.locator('.collab-folder', { hasText: name }).waitFor()
  return page.evaluate<OpenTimes>(OPEN_AND_TIME(name))
}

// Inside the page, the folder open: scroll the sidebar to its end, time until the folder's last
// entry is in the DOM and painted.
const SCROLL_TO_LAST_AND_TIME = (count: number) => `
  new Promise((resolve) => {
    const area = document.querySelector('[data-sidebar-scroll-area], .collab-sidebar__body')
    const started = performance.now()
    const lastThere = () =>
      document.querySelector('[data-folder-item][aria-posinset="${count}"]') ||
      document.querySelectorAll('[data-folder-item]').length === ${count}
    const check = () => {
      if (!lastThere()) return requestAnimationFrame(check)
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)))
    }
    area.scrollTop = area.scrollHeight
    check()
  })`

const summary = (label: string, values: number[], note = '') =>
  console.log(`${label.padEnd(52)} ${median(values).toFixed(0).padStart(5)} ms${note}`)

const server = await startDemoServer({ port, dataDir: `/tmp/agenda-bench-folder-${port}` })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
try {
  const context = await browser.newContext({
    baseURL: server.origin,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await signInToFeed(page, server.origin, `redaktion+bench${Date.now()}@agenda.test`)
  const ticket = await page.evaluate<string | null>("localStorage.getItem('dpaID-token-agenda')")
  if (!ticket) throw new Error('Kein Ticket gespeichert.')
  const ids = await eventIds(page, ticket, ITEMS)
  const fresh: OpenTimes[] = []
  const seen: OpenTimes[] = []
  const toLast: number[] = []
  const serverTimes: number[] = []
  const cacheWrite: number[] = []
  const cacheRead: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const name = `Bench ${run} ${Date.now()}`
    const id = await createFolder(page, ticket, name, ids)
    const read = await readFolderTimed(page.request, ticket, id)
    serverTimes.push(read.ms)
    const cache = cacheWriteAndReadTimed(id, read.data)
    cacheWrite.push(cache.write)
    cacheRead.push(cache.read)
    await page.reload()
    await page.getByRole('button', { name: 'Ordner', exact: true }).click()
    fresh.push(await openFolderTimed(page, name))
    seen.push(await openFolderTimed(page, name))
    toLast.push(await page.evaluate<number>(SCROLL_TO_LAST_AND_TIME(ids.length)))
  }
  const [load] = loadavg()
  const part = (times: OpenTimes[], key: keyof OpenTimes) => times.map((time) => time[key])
  console.log(`Last der Maschine (1 min): ${load?.toFixed(2)}; Einträge im Ordner: ${ids.length}`)
  console.log('Gemessen: Klick auf den Ordner → erster Bildschirm gezeichnet (jede sichtbare')
  console.log('Zeile im DOM, die übrigen Zeilen nicht: die Liste ist gefenstert). Mediane:')
  summary('Ordner öffnen → erster Bildschirm, neu:', part(fresh, 'total'))
  summary('Ordner öffnen → erster Bildschirm, gesehen:', part(seen, 'total'), ' (Ziel < 100 ms)')
  summary('Zum letzten Eintrag scrollen → gezeichnet:', toLast)
  console.log('Wohin die Zeit geht (Mediane):')
  summary('  Server: Folder-Abfrage allein (Anfrage → Antwort):', serverTimes)
  summary('  Apollo in Node: Cache schreiben:', cacheWrite)
  summary('  Apollo in Node: Cache lesen:', cacheRead)
  for (const [label, times] of [
    ['neu', fresh],
    ['gesehen', seen],
  ] as const) {
    summary(`  ${label}: Klick → Antwort empfangen:`, part(times, 'answered'))
    summary(`  ${label}: Antwort → erste Zeile im DOM (Apollo, React):`, part(times, 'firstRow'))
    summary(`  ${label}: erste Zeile → erster Bildschirm im DOM:`, part(times, 'firstScreen'))
    summary(`  ${label}: → gezeichnet (Layout, Paint):`, part(times, 'painted'))
  }
} finally {
  await browser.close()
  await server.stop()
}
