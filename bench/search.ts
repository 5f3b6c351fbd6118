// Search benchmark: the typical agenda query (7-day window, two full-text terms, two filters,
// limit 50) at 32 connections against 100,000 events, and the same bytes as a static file from
// the same server as the ceiling. `npx tsx bench/search.ts` (PGlite in DATA_DIR) or with
// DATABASE_URL for PostgreSQL.
import { fork } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { EventSearchResponse } from '../domain/events-api'
import { runLoad, type LoadFigures } from './load-run'
import { coldQueries, typicalQuery } from './search-queries'
import type { ServerReady } from './search-server'

const CONNECTIONS = 32
const SECONDS = 10
const TARGET_P95_MS = 25
const TARGET_SHARE = 0.25

function startServer(): Promise<{ ready: ServerReady; stop: () => void }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-server.ts')
  const child = fork(script, { stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.once('message', (ready) =>
      resolve({ ready: ready as ServerReady, stop: () => child.disconnect() }),
    )
    child.once('exit', (code) => reject(new Error(`Benchmark-Server beendet (Code ${code})`)))
  })
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const line = (label: string, figures: LoadFigures) =>
  `  ${label.padEnd(42)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} Anfragen/s   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   p99 ${ms(figures.p99)}${figures.failures ? `   Fehler: ${figures.failures}` : ''}`

async function main() {
  const { ready, stop } = await startServer()
  try {
    const base = `http://127.0.0.1:${ready.port}`
    const search = {
      url: `${base}/events/api/v1/events/search`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${ready.ticket}`, 'content-type': 'application/json' },
      body: JSON.stringify(typicalQuery()),
    }
    const response = await fetch(search.url, search)
    if (!response.ok)
      throw new Error(`Suche antwortet ${response.status}: ${await response.text()}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    const result = JSON.parse(bytes.toString('utf8')) as EventSearchResponse
    await writeFile(path.join(ready.staticDir, 'search.json'), bytes)
    const staticFile = { url: `${base}/bench-static/search.json` }

    console.log(
      `Agenda-Suche auf ${ready.database}: ${CONNECTIONS} Verbindungen, je ${SECONDS} s; Antwort ${(bytes.length / 1024).toFixed(1)} KB, ${result.items.length} von ${result.total} Treffern`,
    )
    await runLoad(search, { connections: CONNECTIONS, seconds: 2 }) // warm-up
    const searchFigures = await runLoad(search, { connections: CONNECTIONS, seconds: SECONDS })
    const coldFigures = await runLoad(
      { ...search, nextBody: coldQueries() },
      { connections: CONNECTIONS, seconds: SECONDS },
    )
    await runLoad(staticFile, { connections: CONNECTIONS, seconds: 2 })
    const staticFigures = await runLoad(staticFile, { connections: CONNECTIONS, seconds: SECONDS })
    const share = searchFigures.requestsPerSecond / staticFigures.requestsPerSecond
    console.log(line('Suche', searchFigures))
    console.log(line('Suche, jede Anfrage anders (ohne Cache)', coldFigures))
    console.log(line('Statisch', staticFigures))
    console.log(`  Verhältnis Suche/statisch: ${(share * 100).toFixed(1)} %`)
    console.log(
      `  Ziele: p95 ≤ ${TARGET_P95_MS} ms ${searchFigures.p95 <= TARGET_P95_MS ? 'erreicht' : 'verfehlt'}, ≥ ${TARGET_SHARE * 100} % der statischen Obergrenze ${share >= TARGET_SHARE ? 'erreicht' : 'verfehlt'}`,
    )
  } finally {
    stop()
  }
}

await main()
