// The bundle budget: the JavaScript the browser needs to show the first feed screen (the entry,
// the feed page and everything they import statically) must stay within 160 KB gzipped.
// Reads Vite's build manifest; run after `vite build`: `npm run check:bundle`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = 'dist'
const BUDGET_BYTES = 160 * 1000
// The modules whose chunks make up the first feed screen; lazily loaded parts are not counted.
const FIRST_SCREEN = ['index.html', 'src/features/agenda/feed/feed-page.tsx']

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'))

/** The chunk of `key` and, transitively, the chunks it imports statically. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const missing = FIRST_SCREEN.filter((key) => !manifest[key])
if (missing.length > 0) {
  console.error(`Nicht im Build gefunden: ${missing.join(', ')}`)
  process.exit(1)
}

const keys = new Set(FIRST_SCREEN.flatMap((key) => [...staticClosure(key)]))
const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
  file.endsWith('.js'),
)
const sizes = files
  .map((file) => ({ file, gzipped: gzipSync(readFileSync(path.join(DIST, file))).length }))
  .sort((a, b) => b.gzipped - a.gzipped)
const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0)
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`

for (const { file, gzipped } of sizes) console.log(`${kb(gzipped).padStart(10)}  ${file}`)
console.log(`${kb(total).padStart(10)}  gesamt (gzip) für den ersten Feed-Bildschirm`)
console.log(`${kb(BUDGET_BYTES).padStart(10)}  Budget`)
if (total > BUDGET_BYTES) {
  console.error(`Über dem Budget um ${kb(total - BUDGET_BYTES)}.`)
  process.exit(1)
}
