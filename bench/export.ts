// Benchmark of the export (issue 16): the server time of an ICS feed of 2,000 entries (target
// p95 < 150 ms over repeated fetches) and of a PDF of a 7-day agenda of 650 entries (target under
// 1.5 s and 1 MB). Prints figures with the machine's load, asserts nothing.
// `npx tsx bench/export.ts` (BENCH_RUNS fetches per figure, default 50). PGlite in memory.
import { loadavg } from 'node:os'
import { measureIcsFeed } from './export-ics'

const ms = (value: number) => value.toFixed(1)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

console.log(`Last vorher: ${load()}`)
const ics = await measureIcsFeed()
console.log(
  `ICS-Abo mit ${ics.events} Einträgen (${(ics.bytes / 1024).toFixed(0)} KB): ` +
    `p50 ${ms(ics.full.p50)} ms, p95 ${ms(ics.full.p95)} ms (Ziel p95 < 150 ms)`,
)
console.log(`ICS-Abo, erster Abruf (nichts im Cache): ${ms(ics.cold)} ms`)
console.log(
  `ICS-Abo unverändert (304): p50 ${ms(ics.notModified.p50)} ms, p95 ${ms(ics.notModified.p95)} ms`,
)
// The PDF half runs as its own script too (`npx tsx bench/export-pdf.ts`); here after the ICS.
await import('./export-pdf')
console.log(`Last nachher: ${load()}`)
