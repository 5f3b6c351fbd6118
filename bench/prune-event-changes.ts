// Pruning benchmark: how long one run of the event_changes pruning takes, and the live agenda's
// catch-up check after it, on a change log of 200,000 changes in 20,000 versions (half older
// than the retention). `npx tsx bench/prune-event-changes.ts` (PGlite in memory) or with
// DATABASE_URL for PostgreSQL (a scratch database). Prints the median of five runs.
import { openDatabase } from '../server/db/database'
import { agendaChangesSince } from '../server/graphql/subscriptions/agenda-changes'
import { pruneEventChanges } from '../server/jobs/prune-event-changes'

const CHANGES = 200_000
const PER_VERSION = 10
const RETENTION_HOURS = 72
const RUNS = 5

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' })

async function fillChangeLog() {
  await database.query('DELETE FROM event_changes')
  const versions = CHANGES / PER_VERSION
  // Versions oldest first; the older half is past the retention.
  await database.query(
    `INSERT INTO event_changes (version, event_id, change, changed_at)
     SELECT n / $2, 'bench-' || n, 'changed',
       now() - (1 - n::float8 / $1::float8) * make_interval(hours => $3::int * 2)
     FROM generate_series(1, $1::int) AS n`,
    [CHANGES, PER_VERSION, RETENTION_HOURS],
  )
  await database.query('UPDATE alert_cursor SET version = $1 WHERE id = 1', [versions])
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const pruneMs: number[] = []
const catchUpMs: number[] = []
let pruned = 0
for (let run = 0; run < RUNS; run++) {
  await fillChangeLog()
  let started = performance.now()
  pruned = await pruneEventChanges(database, RETENTION_HOURS)
  pruneMs.push(performance.now() - started)
  started = performance.now()
  await agendaChangesSince(database.db, 1)
  catchUpMs.push(performance.now() - started)
}
await database.close()
console.log(`database: ${database.kind}, ${CHANGES} changes, ${pruned} pruned per run`)
console.log(`prune run: median ${median(pruneMs)?.toFixed(0)} ms (${RUNS} runs)`)
console.log(
  `catch-up from before the oldest kept change: median ${median(catchUpMs)?.toFixed(1)} ms`,
)
