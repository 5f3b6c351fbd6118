// Search benchmark: the typical agenda query (7-day window, two full-text terms, two filters,
// limit 50) at 32 connections, asked again and again (the cache answers) and different on every
// request (no cache can), with /healthz probed during the uncached burst, and the same bytes as a
// static file from the same server as the ceiling. Runs on PGlite (DATA_DIR) and, with
// DATABASE_URL, on PostgreSQL too; BENCH_DATABASES=postgres (or pglite) picks one.
//   npx tsx bench/search.ts                      100,000 events (seeded once per database)
//   BENCH_EVENTS=1000000 DATABASE_URL=… npx tsx bench/search.ts   1,000,000 (seeding takes minutes;
//     use a database of its own per size, BENCH_SECONDS=5 for a shorter burst)
import { writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import type { EventSearchResponse } from '../domain/events-api'
import { runLoad, type LoadFigures, type LoadRequest } from './load-run'
import { coldQueries, typicalQuery } from './search-queries'
import { startSearchServer } from './search-server-process'

type DatabaseKind = 'pglite' | 'postgres'

const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const HEALTH_PROBE_GAP_MS = 20
/** The cached search: p95 and its share of the static ceiling. */
const CACHED_TARGET = { p95: 25, share: 0.25 }
/** The uncached search at 100,000 events (issue 20), and /healthz during it. */
const UNCACHED_TARGETS: Record<DatabaseKind, { perSecond: number; p95: number }> = {
  postgres: { perSecond: 1000, p95: 40 },
  pglite: { perSecond: 300, p95: 120 },
}
const HEALTH_P99_TARGET = 50

/** GETs `url` one after another until `done` settles: what a sign-in or a probe waits meanwhile. */
async function probeWhile<T>(
  url: string,
  done: Promise<T>,
): Promise<{ result: T; times: number[] }> {
  const times: number[] = []
  let running = true
  const probing = (async () => {
    while (running) {
      const started = performance.now()
      await (await fetch(url)).arrayBuffer()
      times.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_GAP_MS))
    }
  })()
  const result = await done.finally(() => {
    running = false
  })
  await probing
  return { result, times: times.sort((a, b) => a - b) }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
const ms = (value: number) => `${value.toFixed(1)} ms`
const load = () => `Last ${loadavg()[0]?.toFixed(2)}`
const verdict = (met: boolean) => (met ? 'erreicht' : 'verfehlt')
const line = (label: string, figures: LoadFigures) =>
  `  ${label.padEnd(42)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} Anfragen/s   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   p99 ${ms(figures.p99)}${figures.failures ? `   Fehler: ${figures.failures}` : ''}   (${load()})`

/** The bytes of the typical search, also written where the static route serves them. */
async function firstAnswer(search: LoadRequest, staticDir: string) {
  const response = await fetch(search.url, search)
  if (!response.ok) throw new Error(`Suche antwortet ${response.status}: ${await response.text()}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  await writeFile(path.join(staticDir, 'search.json'), bytes)
  return { bytes: bytes.length, result: JSON.parse(bytes.toString('utf8')) as EventSearchResponse }
}

async function benchDatabase(kind: DatabaseKind) {
  const env = { ...process.env }
  if (kind === 'pglite') delete env.DATABASE_URL
  const { ready, stop } = await startSearchServer(env)
  try {
    const base = `http://127.0.0.1:${ready.port}`
    const search = {
      url: `${base}/events/api/v1/events/search`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${ready.ticket}`, 'content-type': 'application/json' },
      body: JSON.stringify(typicalQuery()),
    }
    const { bytes, result } = await firstAnswer(search, ready.staticDir)
    const staticFile = { url: `${base}/bench-static/search.json` }
    const options = { connections: CONNECTIONS, seconds: SECONDS }
    const seeded = ready.seedSeconds ? `, erzeugt in ${ready.seedSeconds.toFixed(0)} s` : ''
    console.log(
      `Agenda-Suche auf ${ready.database}, ${ready.events.toLocaleString('de-DE')} Termine${seeded}: ${CONNECTIONS} Verbindungen, je ${SECONDS} s; Antwort ${(bytes / 1024).toFixed(1)} KB, ${result.items.length} von ${result.total} Treffern`,
    )

    await runLoad(search, { connections: CONNECTIONS, seconds: 2 }) // warm-up
    const cached = await runLoad(search, options)
    console.log(line('Suche, wiederholt (aus dem Cache)', cached))
    const cold = { ...search, nextBody: coldQueries() }
    await runLoad(cold, { connections: CONNECTIONS, seconds: 2 }) // warm-up
    const { result: coldFigures, times: health } = await probeWhile(
      `${base}/healthz`,
      runLoad(cold, options),
    )
    console.log(line('Suche, jede Anfrage anders (ohne Cache)', coldFigures))
    const healthP99 = percentile(health, 0.99)
    console.log(
      `  ${'/healthz währenddessen'.padEnd(42)} ${String(health.length).padStart(6)} Proben       p50 ${ms(percentile(health, 0.5))}   p99 ${ms(healthP99)}`,
    )
    await runLoad(staticFile, { connections: CONNECTIONS, seconds: 2 })
    const staticFigures = await runLoad(staticFile, options)
    console.log(line('Statisch (dieselben Bytes)', staticFigures))

    const share = cached.requestsPerSecond / staticFigures.requestsPerSecond
    const target = UNCACHED_TARGETS[ready.database as DatabaseKind]
    console.log(`  Verhältnis Suche (Cache)/statisch: ${(share * 100).toFixed(1)} %`)
    console.log(
      `  Ziele: Cache p95 ≤ ${CACHED_TARGET.p95} ms ${verdict(cached.p95 <= CACHED_TARGET.p95)}, ≥ ${CACHED_TARGET.share * 100} % der statischen Obergrenze ${verdict(share >= CACHED_TARGET.share)}; ohne Cache ≥ ${target.perSecond}/s ${verdict(coldFigures.requestsPerSecond >= target.perSecond)}, p95 < ${target.p95} ms ${verdict(coldFigures.p95 < target.p95)}; /healthz p99 < ${HEALTH_P99_TARGET} ms ${verdict(healthP99 < HEALTH_P99_TARGET)}`,
    )
  } finally {
    await stop()
  }
}

function databasesToRun(): DatabaseKind[] {
  const asked = process.env.BENCH_DATABASES?.split(',').map((name) => name.trim())
  const available: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  return asked ? available.filter((kind) => asked.includes(kind)) : available
}

for (const kind of databasesToRun()) await benchDatabase(kind)
