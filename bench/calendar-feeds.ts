// Calendars that follow changes (issue 38): a subscribed feed of 2,000 entries answers a calendar
// client's conditional request with 304 in at most 10 ms p95, on PGlite and on PostgreSQL. Server
// time per request around `inject` (bench/export-ics.ts); prints figures, asserts nothing.
//   npm run bench:feeds                  PGlite in memory
//   with DATABASE_URL                    also PostgreSQL, in a database of its own made and dropped
import { openDatabase } from '../server/db/database'
import { measureIcsFeed, type IcsFigures } from './export-ics'
import { machineLoad } from './figures'
import { createScratchDatabase } from '../tests/support/server/scratch-postgres'

const GOAL_MS = 10

function print(kind: string, figures: IcsFigures) {
  const ms = (value: number) => value.toFixed(1)
  console.log(
    `${kind}: Abo mit ${figures.events} Einträgen (${(figures.bytes / 1024).toFixed(0)} KB), ` +
      `vollständig p50 ${ms(figures.full.p50)} / p95 ${ms(figures.full.p95)} ms, ` +
      `unverändert (304) p50 ${ms(figures.notModified.p50)} / p95 ${ms(figures.notModified.p95)} ms ` +
      `(Ziel p95 ≤ ${GOAL_MS} ms), Last ${machineLoad()}`,
  )
  return figures.notModified.p95 <= GOAL_MS
}

/** The figures on a fresh PostgreSQL database beside the one `serverUrl` names. */
async function onPostgres(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, 'agenda_bench_feeds')
  try {
    return await measureIcsFeed(await openDatabase({ databaseUrl: scratch.url, dataDir: '' }))
  } finally {
    await scratch.drop()
  }
}

console.log(`Last vorher ${machineLoad()}`)
let met = print('PGlite', await measureIcsFeed())
const serverUrl = process.env.DATABASE_URL
if (serverUrl) met = print('PostgreSQL', await onPostgres(serverUrl)) && met
console.log(met ? 'Ziel erreicht.' : `Ziel verfehlt (304 in p95 ≤ ${GOAL_MS} ms).`)
