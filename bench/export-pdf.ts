// Benchmark of the agenda PDF (issue 16): a 7-Tage view of 650 seeded entries, from the request to
// the last byte of the streamed PDF, in-process on PGlite in memory. Targets: under 1.5 s and 1 MB.
// Prints the median time and the size of several runs, with the machine's load.
// `npx tsx bench/export-pdf.ts` (BENCH_RUNS, default 5; BENCH_PDF=file keeps the last PDF to look at).
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import { addDays, berlinDaysWindow } from '../domain/berlin-time'
import { openDatabase } from '../server/db/database'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { buildTestApp } from '../tests/support/server/test-app'
import { createTestUser } from '../tests/support/server/test-users'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const EVENTS = 650
const FIRST_DAY = '2026-11-23'
const WINDOW = berlinDaysWindow({ from: FIRST_DAY, to: addDays(FIRST_DAY, 6) })
if (!WINDOW) throw new Error('no window')

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildTestApp(database)
const { ticket } = await createTestUser(app, database, 'Benchmark')
await seedAgenda(database, { count: EVENTS, seed: 'bench-export-pdf' })
// Move every seeded entry into the week, keeping its time of day and its length.
await database.query(
  `UPDATE events SET
     starts_at = $1::timestamptz + (abs(hashtext(id)) % 7) * interval '1 day'
       + (starts_at - date_trunc('day', starts_at)),
     ends_at = $1::timestamptz + (abs(hashtext(id)) % 7) * interval '1 day'
       + (starts_at - date_trunc('day', starts_at)) + (ends_at - starts_at)`,
  [WINDOW.from],
)
await database.query('VACUUM ANALYZE events')

console.log(`7-Tage ab ${FIRST_DAY}, ${EVENTS} Termine, Median aus ${RUNS} Läufen`)
console.log(`Last vorher: ${load()} (${os.cpus().length} Kerne)`)
const times: number[] = []
const sizes: number[] = []
let pdf: Buffer | undefined
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now()
  const response = await app.inject({
    method: 'POST',
    url: '/events/api/v1/export/agenda.pdf',
    headers: { authorization: `Bearer ${ticket}` },
    payload: { view: 'week', search: { filterRules: [], ...WINDOW } },
  })
  times.push(performance.now() - started)
  if (response.statusCode !== 200) throw new Error(`PDF: ${response.statusCode} ${response.body}`)
  pdf = response.rawPayload
  sizes.push(pdf.length)
}
const pages = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf?.toString('latin1') ?? '')?.[1] ?? '?'
console.log(
  `PDF: ${median(times).toFixed(0)} ms, ${(median(sizes) / 1024).toFixed(0)} KB, ${pages} Seiten (Läufe: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
)
console.log(`Last nachher: ${load()}`)
if (process.env.BENCH_PDF && pdf) await writeFile(process.env.BENCH_PDF, pdf)
await app.close()
await database.close()
