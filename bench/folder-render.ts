// Benchmark of the collaboration sidebar (issue 15): a folder of 500 entries, from choosing it in
// the sidebar to all 500 painted, with the folder already in the client's cache (a folder seen
// before) and fresh from the service. The real server, signed in like a user.
// Needs a build: `npx vite build && npx tsx bench/folder-render.ts` (port BENCH_PORT, default
// 8408; BENCH_RUNS runs per figure, default 5).
import { loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
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

async function createFolder(page: Page, ticket: string, name: string, ids: string[]) {
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket}` },
    data: {
      query: `mutation($id: ID!, $name: String!, $items: [FolderItemInput!]) {
        createFolder(clientMutationId: $id, name: $name, items: $items) { id itemCount } }`,
      variables: { id: crypto.randomUUID(), name, items: ids.map((eventId) => ({ eventId })) },
    },
  })
  const body = (await answer.json()) as { data?: { createFolder: { itemCount: number } } }
  if (body.data?.createFolder.itemCount !== ids.length) {
    throw new Error(`Der Ordner wurde nicht angelegt: ${JSON.stringify(body)}`)
  }
}

// Inside the page: press the folder's button, then time until every item is in the DOM and the
// next frame has been painted.
const OPEN_AND_TIME = (name: string, count: number) => `
  new Promise((resolve) => {
    const button = [...document.querySelectorAll('.collab-folder')]
      .find((element) => element.textContent.includes(${JSON.stringify(name)}))
    const started = performance.now()
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)))
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('[data-folder-item]').length < ${count}) return
      observer.disconnect()
      done()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    button.click()
  })`

async function openFolderTimed(page: Page, name: string, count: number): Promise<number> {
  const back = page.getByRole('button', { name: 'Alle Ordner' })
  if (await back.isVisible()) await back.click()
  await page.locator('.collab-folder', { hasText: name }).waitFor()
  return page.evaluate<number>(OPEN_AND_TIME(name, count))
}

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
  const fresh: number[] = []
  const seen: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const name = `Bench ${run} ${Date.now()}`
    await createFolder(page, ticket, name, ids)
    await page.reload()
    await page.getByRole('button', { name: 'Ordner', exact: true }).click()
    fresh.push(await openFolderTimed(page, name, ids.length))
    seen.push(await openFolderTimed(page, name, ids.length))
  }
  const [load] = loadavg()
  console.log(`Last der Maschine (1 min):                ${load?.toFixed(2)}`)
  console.log(`Einträge im Ordner:                       ${ids.length}`)
  console.log(`Ordner öffnen → gezeichnet, neu (Median): ${median(fresh).toFixed(0)} ms`)
  console.log(
    `Ordner öffnen → gezeichnet, gesehen (Median): ${median(seen).toFixed(0)} ms (Ziel < 100 ms)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
