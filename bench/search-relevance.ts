// Relevance benchmark (issue 36): the search sorted by relevance against the same search sorted by
// date, over 100,000 seeded events, on PGlite and on PostgreSQL. Relevance reads every match's
// ranked words (title, teaser, place) to rank them; the goal is a p95 at most 1.5 × date's.
//   npm run bench:relevance        PGlite in BENCH_DATA_DIR (default /tmp/agenda-bench-relevance)
//   with DATABASE_URL              also PostgreSQL (give it a database of its own; seeded once)
import { addDays, berlinInstant, berlinToday } from '../domain/berlin-time'
import type { EventSearchRequest, SearchSort } from '../domain/events-api'
import type { FilterRule } from '../domain/filter-rules'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { searchEvents } from '../server/routes/events/search-events'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { machineLoad, percentile } from './figures'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const WARM_UP = 5
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 30)
const GOAL = 1.5

const words = (...values: string[]): FilterRule => ({ type: 'FILTER_FULLTEXT', values })

/** What a desk types, over the next two weeks (the window starts today). */
const QUERIES: Record<string, FilterRule[]> = {
  Pressekonferenz: [words('Pressekonferenz')],
  'titel:Pressekonferenz': [words('titel:Pressekonferenz')],
  'ort:Berlin Wahl*': [words('ort:Berlin'), words('Wahl*')],
  '"Tag der offenen Tür"': [words('"Tag der offenen Tür"')],
  'Landtag ODER Bundestag': [words('Landtag', 'Bundestag')],
}

function request(filterRules: FilterRule[], sort: SearchSort): EventSearchRequest {
  const today = berlinToday()
  return {
    filterRules,
    from: berlinInstant(today).toISOString(),
    to: berlinInstant(addDays(today, 14)).toISOString(),
    sort,
    limit: 50,
  }
}

async function timings(database: DatabaseHandle, search: EventSearchRequest) {
  for (let run = 0; run < WARM_UP; run++) await searchEvents(database, search)
  const times: number[] = []
  let total = 0
  for (let run = 0; run < REPETITIONS; run++) {
    const started = performance.now()
    total = (await searchEvents(database, search)).total
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), total }
}

async function measure(kind: string, database: DatabaseHandle): Promise<boolean> {
  const count = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]?.n
  if ((count ?? 0) < EVENTS) {
    console.log(`${kind}: erzeuge ${EVENTS.toLocaleString('de-DE')} Termine (einmalig) …`)
    await seedAgenda(database, { count: EVENTS })
  }
  console.log(`\n${kind}, ${EVENTS.toLocaleString('de-DE')} Termine, Last ${machineLoad()}`)
  console.log('Suche                       Treffer  Datum p50/p95 ms   Relevanz p50/p95 ms   p95 ×')
  let met = true
  for (const [name, rules] of Object.entries(QUERIES)) {
    const date = await timings(database, request(rules, 'startTime'))
    const relevance = await timings(database, request(rules, 'relevance'))
    const ratio = relevance.p95 / date.p95
    met &&= ratio <= GOAL
    const pair = (figures: { p50: number; p95: number }) =>
      `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}`.padStart(14)
    console.log(
      `${name.padEnd(26)} ${String(date.total).padStart(7)}  ${pair(date)}      ${pair(relevance)}       ${ratio.toFixed(2)}`,
    )
  }
  console.log(`Last danach ${machineLoad()}`)
  return met
}

let met = true
const pglite = await openDatabase({
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/agenda-bench-relevance',
})
met = (await measure('PGlite', pglite)) && met
await pglite.close()
if (process.env.DATABASE_URL) {
  const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' })
  met = (await measure('PostgreSQL', postgres)) && met
  await postgres.close()
}
console.log(
  met ? `\nZiel erreicht: Relevanz-p95 ≤ ${GOAL} × Datum-p95` : `\nZiel verfehlt (${GOAL} ×)`,
)
