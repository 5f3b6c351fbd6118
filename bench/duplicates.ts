// Benchmark of the duplicate check of submissions (issue 17): 100,000 seeded events, then the
// check for submissions made from seeded events (a title reworded, its day, sometimes its venue
// and start, sometimes one of its links) and for unrelated ones. Target: p95 under 30 ms.
// Prints p50/p95 with the machine's load. `npx tsx bench/duplicates.ts` (PGlite in memory) or
// with DATABASE_URL for PostgreSQL (an empty database: the seed fills it); BENCH_CHECKS (400).
import os from 'node:os'
import { toBerlinDay } from '../domain/berlin-time'
import type { DuplicateCheckRequest } from '../domain/submissions-api'
import { openDatabase } from '../server/db/database'
import { findDuplicates } from '../server/routes/submissions/find-duplicates'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { machineLoad, percentile } from './figures'

const EVENTS = 100_000
const CHECKS = Number(process.env.BENCH_CHECKS ?? 400)
const TARGET_P95_MS = 30

interface SampleRow {
  title: string
  starts_at: Date | string
  location_name: string | null
  links: { url: string }[]
}

const berlinClock = (instant: Date) =>
  instant.toLocaleTimeString('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  })

/** A submission of the same event as someone else would type it, or of an unrelated one. */
function probeOf(row: SampleRow, index: number): DuplicateCheckRequest {
  const startsAt = new Date(row.starts_at)
  const day = toBerlinDay(startsAt)
  const startTime = berlinClock(startsAt)
  const words = row.title.split(' ')
  const title =
    index % 4 === 3
      ? `Vortrag über etwas ganz anderes ${index}`
      : words.slice(1).join(' ') || row.title
  return {
    title,
    when: { startDay: day, endDay: day, isWholeDay: false, startTime, endTime: startTime },
    ...(index % 3 === 0 && row.location_name ? { place: { venue: row.location_name } } : {}),
    ...(index % 5 === 0 && row.links[0] ? { links: [{ url: row.links[0].url }] } : {}),
  }
}

const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL })
const seeded = performance.now()
await seedAgenda(database, { count: EVENTS, seed: 'bench-duplicates' })
await database.query('VACUUM ANALYZE events')
console.log(
  `${EVENTS} Termine auf ${database.kind} angelegt in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
)
const samples = await database.query<SampleRow>(
  `SELECT title, starts_at, location_name, links FROM events ORDER BY md5(id) LIMIT $1`,
  [CHECKS],
)
const probes = samples.map(probeOf)
for (const probe of probes.slice(0, 20)) await findDuplicates(database, probe) // warm-up

console.log(`Last vorher: ${machineLoad()} (${os.cpus().length} Kerne)`)
const times: number[] = []
let found = 0
for (const probe of probes) {
  const started = performance.now()
  const duplicates = await findDuplicates(database, probe)
  times.push(performance.now() - started)
  if (duplicates.length > 0) found += 1
}
times.sort((a, b) => a - b)
const p95 = percentile(times, 0.95)
console.log(
  `Dublettenprüfung, ${probes.length} Prüfungen: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms; ${found} mit Treffern`,
)
console.log(`Ziel p95 < ${TARGET_P95_MS} ms ${p95 < TARGET_P95_MS ? 'erreicht' : 'verfehlt'}`)
console.log(`Last nachher: ${machineLoad()}`)
await database.close()
