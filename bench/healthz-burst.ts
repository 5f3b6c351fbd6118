// Does a burst of searches stall everything else? 32 connections send a different search on every
// request (no answer from the cache) for 10 s, while one client asks `/livez` (the event loop
// alone) and `/healthz` (the background database probe's last answer: it no longer queues
// behind the searches for the database) in turn; prints the burst's rate and their p50, p99 and
// maximum. Issues 20 and 39: `/healthz` p99 under 50 ms, on PostgreSQL too (SEARCH_CONCURRENCY,
// docs/architecture.md "A burst of searches"). Uses bench/search-server.ts (100,000 events):
// `DATA_DIR=/tmp/bench-pglite npx tsx bench/healthz-burst.ts`, or with DATABASE_URL for PostgreSQL.
import { addDays, berlinInstant, berlinToday } from '../domain/berlin-time'
import { runLoad } from './load-run'
import { startSearchServer } from './search-server-process'

const CONNECTIONS = 32
const SECONDS = 10
const WORDS = ['Pressekonferenz', 'Landtag', 'Wahl*', 'Messe', 'Bundesliga', 'Gipfel', 'Streik']
const RESSORTS = ['politik', 'wirtschaft', 'sport', 'kultur', 'panorama']

/** Every call a search not asked before: its window, word and ressort vary. */
function differentSearches(): () => string {
  let count = 0
  const today = berlinToday()
  return () => {
    count += 1
    const start = addDays(today, count % 200)
    return JSON.stringify({
      from: berlinInstant(start).toISOString(),
      to: berlinInstant(addDays(start, 7)).toISOString(),
      filterRules: [
        { type: 'FILTER_FULLTEXT', values: [WORDS[count % WORDS.length]] },
        { type: 'FILTER_RESSORT', values: [RESSORTS[count % RESSORTS.length]] },
      ],
      limit: 20 + (count % 31),
    })
  }
}

async function poll(urls: string[], until: Promise<unknown>): Promise<number[][]> {
  let done = false
  void until.finally(() => (done = true))
  const times: number[][] = urls.map(() => [])
  while (!done) {
    for (const [index, url] of urls.entries()) {
      const started = performance.now()
      await (await fetch(url)).arrayBuffer()
      times[index]?.push(performance.now() - started)
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return times.map((list) => list.sort((a, b) => a - b))
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN

const { ready, stop } = await startSearchServer()
try {
  const base = `http://127.0.0.1:${ready.port}`
  const burst = runLoad(
    {
      url: `${base}/events/api/v1/events/search`,
      method: 'POST',
      headers: { authorization: `Bearer ${ready.ticket}`, 'content-type': 'application/json' },
      nextBody: differentSearches(),
    },
    { connections: CONNECTIONS, seconds: SECONDS },
  )
  const paths = ['/livez', '/healthz']
  const times = await poll(
    paths.map((url) => base + url),
    burst,
  )
  const figures = await burst
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    `${ready.database}: ${CONNECTIONS} Verbindungen, jede Suche anders, ${SECONDS} s: ${figures.requestsPerSecond.toFixed(0)} Anfragen/s, p95 ${ms(figures.p95)}${figures.failures ? `, Fehler: ${figures.failures}` : ''}`,
  )
  for (const [index, url] of paths.entries()) {
    const sorted = times[index] ?? []
    console.log(
      `  ${url} währenddessen (${sorted.length} Anfragen): p50 ${ms(at(sorted, 0.5))}, p99 ${ms(at(sorted, 0.99))}, max ${ms(at(sorted, 1))}`,
    )
  }
} finally {
  await stop()
}
