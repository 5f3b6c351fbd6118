// Benchmark of saved-search alerts (issue 18): 10,000 users with 50,000 alerting saved searches
// (words, alternatives, phrases, prefixes, exclusions, ressort/kind/state/top rules, in the
// proportions below) over BENCH_EVENTS seeded entries. (a) One changed entry matched against all
// searches by the percolator, warm cache: p50/p95 (target p95 < 20 ms). (b) BENCH_RATE changed
// entries a minute for BENCH_MINUTES with the job worker running (ALERT_COALESCE_SECONDS and
// JOB_CONCURRENCY as configured): for every delivery the time from the entry's change to its
// delivery (notification written, mail written down), p50/p95 (target p95 < 60 s). Prints the
// machine's load.
// `npx tsx bench/alerts.ts` (PGlite in memory) or with DATABASE_URL for PostgreSQL (an empty
// database: the bench fills it).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FilterRule } from '../domain/filter-rules'
import { percolatorOf } from '../server/alerts/percolator/percolator'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { savedSearches, users } from '../server/db/schema/index'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { buildTestApp, testConfig } from '../tests/support/server/test-app'
import { machineLoad, percentile } from './figures'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000)
const USERS = 10_000
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 50_000)
const PROBES = Number(process.env.BENCH_PROBES ?? 300)
const RATE = Number(process.env.BENCH_RATE ?? 1000)
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3)

/** A word is rare when at most this many of 5,000 sampled titles, and 4× as many entries, contain it. */
const RARE = Number(process.env.BENCH_RARE ?? 5)

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A small deterministic generator, so every run builds the same searches. */
function randomOf(seed: number) {
  // mulberry32: 32-bit integer steps, so no precision is lost to floating point.
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  }
}

interface Vocabulary {
  /** Rare words of titles: names, places, topics. */
  words: string[]
  /** Two neighbouring rare words of a title. */
  pairs: string[]
  ressorts: string[]
  states: string[]
}

async function vocabularyOf(database: DatabaseHandle): Promise<Vocabulary> {
  const titles = await database.query<{ title: string }>(
    'SELECT title FROM events ORDER BY md5(id) LIMIT 5000',
  )
  const split = (title: string) => title.split(/[\s:„“,.()]+/).filter((word) => word.length >= 5)
  const counts = new Map<string, number>()
  for (const { title } of titles)
    for (const word of split(title)) counts.set(word, (counts.get(word) ?? 0) + 1)
  // Desks alert on names, places and topics, not on „Pressekonferenz“: the rarer title words.
  // Rare in the whole texts too („Beginn“ is rare in titles only), and no stop word („gegen“
  // alone is the empty query: a rule of it would leave only its neighbour rules to match).
  const rareInTexts = await database.query<{ word: string }>(
    `SELECT w AS word FROM unnest($1::text[]) AS w
     WHERE plainto_tsquery('german', w)::text <> ''
       AND (SELECT count(*) FROM events WHERE search @@ plainto_tsquery('german', w)) <= $2`,
    [[...counts.keys()].filter((word) => (counts.get(word) ?? 0) <= RARE), RARE * 4],
  )
  const words = rareInTexts.map((row) => row.word)
  const rareWords = new Set(words)
  const rare = (word: string) => rareWords.has(word)
  const pairs = new Set<string>()
  for (const { title } of titles) {
    const parts = split(title)
    for (let at = 1; at < parts.length; at++)
      if (rare(parts[at - 1] ?? '') && rare(parts[at] ?? ''))
        pairs.add(`${parts[at - 1]} ${parts[at]}`)
  }
  const column = async (sql: string) =>
    (await database.query<{ value: string }>(sql)).map((row) => row.value)
  return {
    words,
    pairs: [...pairs],
    ressorts: await column('SELECT DISTINCT unnest(ressorts) AS value FROM events'),
    states: await column(
      'SELECT DISTINCT federal_state AS value FROM events WHERE federal_state IS NOT NULL',
    ),
  }
}

/** A word's stem as a desk would type it: „Jenoptik“ → „Jenopt*“. */
const prefixOf = (word: string) => word.slice(0, Math.max(5, word.length - 2))

/** One search's rules; the shares follow what desks save: mostly names and places. */
function rulesOf(vocabulary: Vocabulary, random: ReturnType<typeof randomOf>): FilterRule[] {
  const { pick } = random
  const text = (values: string[], exclude = false): FilterRule =>
    exclude ? { type: 'FILTER_FULLTEXT', values, exclude } : { type: 'FILTER_FULLTEXT', values }
  const ressort = (): FilterRule => ({
    type: 'FILTER_RESSORT',
    values: [pick(vocabulary.ressorts)],
  })
  const state = (): FilterRule => ({
    type: 'FILTER_FEDERAL_STATE',
    values: [pick(vocabulary.states)],
  })
  const roll = random.next()
  if (roll < 0.3) return [text([pick(vocabulary.words)]), ...(random.next() < 0.5 ? [state()] : [])]
  if (roll < 0.4) return [text([pick(vocabulary.words), pick(vocabulary.words)]), ressort()]
  if (roll < 0.55) return [text([`"${pick(vocabulary.pairs)}"`])]
  if (roll < 0.65) return [text([`${prefixOf(pick(vocabulary.words))}*`]), ressort()]
  const kind = (): FilterRule => ({
    type: 'FILTER_KIND',
    values: [pick(['event', 'topic', 'anniversary', 'actionday'])],
  })
  if (roll < 0.8) return [text([pick(vocabulary.words)]), text([pick(vocabulary.words)], true)]
  if (roll < 0.9) return [text([pick(vocabulary.words)]), ressort(), kind()]
  if (roll < 0.95) return [ressort(), state(), kind()]
  return [{ type: 'FILTER_IS_TOP', values: ['true'] }, ressort(), state()]
}

async function seedSearches(database: DatabaseHandle, vocabulary: Vocabulary) {
  const random = randomOf(18)
  for (let start = 0; start < USERS; start += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, at) => {
        const id = `bench-user-${start + at}`
        return { id, subject: id, email: `${id}@agenda.test`, name: id, organisation: 'bench' }
      }),
    )
  }
  for (let start = 0; start < SEARCHES; start += 1000) {
    await database.db.insert(savedSearches).values(
      Array.from({ length: 1000 }, (_, at) => ({
        id: `bench-search-${start + at}`,
        ownerId: `bench-user-${(start + at) % USERS}`,
        name: `Alarm ${start + at}`,
        filterRules: rulesOf(vocabulary, random),
        alertInApp: true,
        alertMail: (start + at) % 4 === 0 ? ('immediate' as const) : ('off' as const),
      })),
    )
  }
}

async function oneEntryAgainstAll(database: DatabaseHandle) {
  const log = { warn: () => undefined } as never
  const percolator = percolatorOf(database)
  const cold = performance.now()
  await percolator.refresh(database)
  console.log(`Percolator: ${SEARCHES} Suchen kompiliert in ${seconds(cold)} s`)
  const probes = await database.query<{ id: string }>(
    'SELECT id FROM events ORDER BY md5(id || $1) LIMIT $2',
    ['probe', PROBES],
  )
  const times: number[] = []
  let matched = 0
  for (const [at, { id }] of probes.entries()) {
    const started = performance.now()
    const matches = await percolator.match(database, [id], log)
    if (at >= 20) times.push(performance.now() - started) // the first ones warm up
    matched += matches.size
  }
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 0.95)
  console.log(
    `(a) Ein geänderter Termin gegen ${SEARCHES} Suchen, ${times.length} Messungen: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms; im Mittel ${(matched / probes.length).toFixed(1)} Treffer je Termin`,
  )
  console.log(`    Ziel p95 < 20 ms ${p95 < 20 ? 'erreicht' : 'verfehlt'}`)
}

/** Changes RATE entries a minute, evenly spaced, for MINUTES; returns when the last is written. */
async function changeEntries(database: DatabaseHandle) {
  const ids = await database.query<{ id: string }>(
    'SELECT id FROM events ORDER BY md5(id || $1) LIMIT $2',
    ['change', RATE * MINUTES],
  )
  const spacing = 60_000 / RATE
  const started = performance.now()
  let late = 0
  for (const [at, { id }] of ids.entries()) {
    const due = started + at * spacing
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    else late += 1
    await database.query(`UPDATE events SET notes = $2 WHERE id = $1`, [id, `Bench ${at}`])
  }
  console.log(
    `    ${ids.length} Änderungen in ${seconds(started)} s geschrieben (${late} hinter dem Takt)`,
  )
}

interface Latencies {
  ms: number[]
  /** Deliveries not made yet, plus the changes the matcher has not read yet. */
  pending: number
}

/** Change-to-delivery times of the deliveries owed for the bench's changes. */
async function latencies(database: DatabaseHandle, since: Date): Promise<Latencies> {
  const rows = await database.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM d.delivered_at - c.changed_at) * 1000)::float8 AS ms
     FROM alert_deliveries d
     JOIN event_changes c ON c.event_id = d.event_id AND c.version = d.version
     WHERE c.changed_at >= $1`,
    [since],
  )
  const [unread] = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM event_changes
     WHERE version > (SELECT version FROM alert_cursor WHERE id = 1)`,
  )
  return {
    ms: rows.flatMap((row) => (row.ms === null ? [] : [row.ms])).sort((a, b) => a - b),
    pending: rows.filter((row) => row.ms === null).length + (unread?.count ?? 0),
  }
}

async function sustained(database: DatabaseHandle) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agenda-bench-alerts-'))
  const settings = {
    DATA_DIR: dataDir,
    JOB_WORKER: 'on',
    ...(process.env.ALERT_COALESCE_SECONDS && {
      ALERT_COALESCE_SECONDS: process.env.ALERT_COALESCE_SECONDS,
    }),
    ...(process.env.JOB_CONCURRENCY && { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY }),
  }
  const config = testConfig(settings)
  const coalesce = config.ALERT_COALESCE_SECONDS
  const app = await buildTestApp(database, settings)
  console.log(
    `(b) ${RATE} geänderte Termine je Minute, ${MINUTES} min, Job-Worker läuft, ALERT_COALESCE_SECONDS=${coalesce}, JOB_CONCURRENCY=${config.JOB_CONCURRENCY}`,
  )
  const [clock] = await database.query<{ now: Date }>('SELECT now() AS now')
  const since = clock?.now ?? new Date()
  await changeEntries(database)
  const drainStarted = performance.now()
  let result = await latencies(database, since)
  while (result.pending > 0 && performance.now() - drainStarted < (coalesce + 120) * 1000) {
    await sleep(2000)
    result = await latencies(database, since)
  }
  const p95 = percentile(result.ms, 0.95)
  console.log(
    `    ${result.ms.length} Zustellungen: Änderung bis zugestellt p50 ${(percentile(result.ms, 0.5) / 1000).toFixed(1)} s, p95 ${(p95 / 1000).toFixed(1)} s, max ${((result.ms.at(-1) ?? NaN) / 1000).toFixed(1)} s; ${result.pending} nicht zugestellt oder noch nicht abgeglichen`,
  )
  console.log(
    `    Ziel p95 < 60 s ${p95 < 60_000 && result.pending === 0 ? 'erreicht' : 'verfehlt'}`,
  )
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
}

const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL })
const seeded = performance.now()
await seedAgenda(database, { count: EVENTS, seed: 'bench-alerts' })
await seedSearches(database, await vocabularyOf(database))
await database.query('VACUUM ANALYZE')
// Alerts start now: the seed's own changes alert nobody.
await database.query('UPDATE alert_cursor SET version = (SELECT version FROM agenda_data_version)')
await database.query(`DELETE FROM jobs`)
console.log(
  `${EVENTS} Termine, ${USERS} Nutzer, ${SEARCHES} Suchen mit Alarm auf ${database.kind} angelegt in ${seconds(seeded)} s`,
)
console.log(`Last vorher: ${machineLoad()} (${os.cpus().length} Kerne)`)
await oneEntryAgainstAll(database)
console.log(`Last: ${machineLoad()}`)
await sustained(database)
console.log(`Last nachher: ${machineLoad()}`)
await database.close()
