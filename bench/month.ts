// Benchmark of what Monat costs on the wire (issue 14): a month of 3,000 seeded entries, read the
// old way (every full entry, pages of 200 one after another) and the new way (one day summary).
// Prints requests, gzip bytes and the median time of several runs, with the machine's load.
// `npx tsx bench/month.ts` (BENCH_RUNS, default 5). Runs in-process on PGlite in memory.
import os from 'node:os'
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { berlinDaysWindow, monthOf } from '../domain/berlin-time'
import type { EventSearchResponse } from '../domain/events-api'
import { TOP_FILTER, type FilterRule } from '../domain/filter-rules'
import { openDatabase } from '../server/db/database'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { buildTestApp } from '../tests/support/server/test-app'
import { createTestUser } from '../tests/support/server/test-users'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const EVENTS = 3000
const MONTH = monthOf('2026-11-15')
const WINDOW = berlinDaysWindow(MONTH)
if (!WINDOW) throw new Error('no window')

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

interface Reading {
  requests: number
  bytes: number
  ms: number
}

async function post(app: FastifyInstance, ticket: string, url: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${ticket}`, 'accept-encoding': 'gzip' },
    payload: body,
  })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
  return response
}

/** Before: the month's search, pages of 200 by cursor, each waiting for the one before. */
async function allPages(app: FastifyInstance, ticket: string, filterRules: FilterRule[]) {
  const reading: Reading = { requests: 0, bytes: 0, ms: 0 }
  const started = performance.now()
  let cursor: string | null = null
  do {
    const body = { filterRules, ...WINDOW, sort: 'startTime', order: 'asc', limit: 200 }
    const response = await post(app, ticket, '/events/api/v1/events/search', {
      ...body,
      ...(cursor ? { cursor } : {}),
    })
    reading.requests += 1
    reading.bytes += response.rawPayload.length
    const answer = JSON.parse(gunzipSync(response.rawPayload).toString()) as EventSearchResponse
    cursor = answer.nextCursor
  } while (cursor)
  reading.ms = performance.now() - started
  return reading
}

/** After: one day summary of the month, three entries per day as the grid draws them. */
async function summary(app: FastifyInstance, ticket: string, filterRules: FilterRule[]) {
  const started = performance.now()
  const response = await post(app, ticket, '/events/api/v1/events/day-summary', {
    filterRules,
    ...WINDOW,
    sort: 'startTime',
    order: 'asc',
    perDay: 3,
  })
  return {
    requests: 1,
    bytes: response.rawPayload.length,
    ms: performance.now() - started,
  } satisfies Reading
}

/** Median of RUNS readings; a changing filter each run keeps the server's answer cache cold. */
async function measure(
  read: (rules: FilterRule[]) => Promise<Reading>,
  rules: FilterRule[],
): Promise<Reading> {
  const readings: Reading[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const coldRules = [
      ...rules,
      { type: 'FILTER_GENRE' as const, values: [`x${run}`], exclude: true },
    ]
    readings.push(await read(coldRules))
  }
  return {
    requests: median(readings.map((reading) => reading.requests)),
    bytes: median(readings.map((reading) => reading.bytes)),
    ms: median(readings.map((reading) => reading.ms)),
  }
}

const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildTestApp(database)
const { ticket } = await createTestUser(app, database, 'Benchmark')
await seedAgenda(database, { count: EVENTS, seed: 'bench-month' })
// Move every seeded entry into the month, keeping its time of day and its length.
await database.query(
  `UPDATE events SET
     starts_at = $1::timestamptz + (abs(hashtext(id)) % 30) * interval '1 day'
       + (starts_at - date_trunc('day', starts_at)),
     ends_at = $1::timestamptz + (abs(hashtext(id)) % 30) * interval '1 day'
       + (starts_at - date_trunc('day', starts_at)) + (ends_at - starts_at)`,
  [WINDOW.from],
)
await database.query('VACUUM ANALYZE events')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`Monat ${MONTH.from.slice(0, 7)}, ${EVENTS} Termine, Median aus ${RUNS} Läufen`)
console.log(
  `Last vorher: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (${os.cpus().length} Kerne)`,
)
const cases: [string, FilterRule[]][] = [
  ['alle Einträge', []],
  ['Nur Top-Einträge', [TOP_FILTER]],
]
for (const [label, rules] of cases) {
  const before = await measure((coldRules) => allPages(app, ticket, coldRules), rules)
  const after = await measure((coldRules) => summary(app, ticket, coldRules), rules)
  console.log(`${label}:`)
  console.log(
    `  vorher (Suche, Seiten à 200): ${before.requests} Anfragen, ${kb(before.bytes)} gzip, ${before.ms.toFixed(0)} ms`,
  )
  console.log(
    `  nachher (Tagesübersicht):     ${after.requests} Anfrage,  ${kb(after.bytes)} gzip, ${after.ms.toFixed(0)} ms`,
  )
}
console.log(
  `Last nachher: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
)
await app.close()
await database.close()
