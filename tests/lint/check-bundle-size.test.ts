// `npm run check:bundle` counts what a page loads: here a built app of tiny files, where the one
// thing a page loads beyond the manifest's code is its classic script in the head.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const SCRIPT = path.resolve('scripts/check-bundle-size.mjs')
const AFTER_SETTLING = JSON.parse(readFileSync('scripts/after-settling.json', 'utf8')) as string[]
const ROOTS = [
  'index.html',
  'src/features/agenda/feed/feed-page.tsx',
  'src/features/agenda/feed/feed-results.tsx',
  'src/features/agenda/calendar/calendar-results.tsx',
  'src/features/agenda/calendar/month-view.tsx',
  ...AFTER_SETTLING,
]

/** A dist with one small file per root, and index.html running `early.js` before the entry. */
function builtApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-bundle-'))
  mkdirSync(path.join(root, 'dist/.vite'), { recursive: true })
  mkdirSync(path.join(root, 'dist/assets'))
  const manifest = Object.fromEntries(
    ROOTS.map((key, index) => [key, { file: `assets/file-${index}.js` }]),
  )
  writeFileSync(path.join(root, 'dist/.vite/manifest.json'), JSON.stringify(manifest))
  ROOTS.forEach((_, index) =>
    writeFileSync(path.join(root, `dist/assets/file-${index}.js`), `export const x${index} = 1\n`),
  )
  writeFileSync(
    path.join(root, 'dist/index.html'),
    '<head><script type="module" crossorigin src="/app/assets/file-0.js"></script>' +
      '<script src="/app/early.js"></script></head>',
  )
  writeFileSync(path.join(root, 'dist/early.js'), 'window.early = 1\n')
  return root
}

describe('check:bundle', () => {
  it("counts the page's classic scripts on the first screen and on every page", () => {
    const root = builtApp()
    const output = execFileSync('node', [SCRIPT], { cwd: root, encoding: 'utf8' })
    const gzipped = (...indexes: number[]) =>
      ['early.js', ...indexes.map((index) => `assets/file-${index}.js`)]
        .map((file) => gzipSync(readFileSync(path.join(root, 'dist', file))).length)
        .reduce((sum, bytes) => sum + bytes, 0)
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`
    const after = AFTER_SETTLING.map((_, index) => index + 5)
    expect(output).toContain(`${kb(gzipped(0, 1, 2))}  gesamt`)
    expect(output).toContain(`${kb(gzipped(0, 1, 2, ...after))}  Seite Standard`)
    expect(output).toContain(`${kb(gzipped(0, 1, 3, 4, ...after))}  Seite Monat`)
  })
})
