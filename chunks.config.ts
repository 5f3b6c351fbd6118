// How the app's code is cut into files (docs/architecture.md#start-up). Left to itself the
// bundler cuts every module the feed shares with another page into a file of its own: 20 small
// files instead of one, each gzipped apart, about 5 KB more for the feed's first screen. So:
// - everything the entry imports statically is one file with it ('start');
// - everything the feed page imports statically, and the entry does not, is one file ('feed');
//   the page itself stays a file of its own, so the budget check finds it in the manifest;
//   what the list and calendar views' bodies (loaded on demand) both import joins it: every view
//   needs it;
// - the list views' body with what only it imports is one file ('list'): the start on Standard or
//   Liste fetches it beside the feed's; Monat and 7-Tage never load it.
// Pages that share a module with the feed load that file too: most of them open over the feed.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const FEED_PAGE = 'src/features/agenda/feed/feed-page.tsx'
/** The views' bodies, which the feed page loads on demand: lists and calendars share some code. */
const LIST_RESULTS = 'src/features/agenda/feed/feed-results.tsx'
const CALENDAR_RESULTS = 'src/features/agenda/calendar/calendar-results.tsx'

/** The modules the feed page imports statically, directly or not, known once the graph is built. */
const feedImports = new Set<string>()
/** The same for the list views' body, and for the calendars' with the views they load. */
const listImports = new Set<string>()
const calendarImports = new Set<string>()
// What the signed-in pages load after their first screen, before they are idle (the roots
// scripts/check-bundle-size.mjs counts from too).
const AFTER_SETTLING = JSON.parse(
  readFileSync(new URL('./scripts/after-settling.json', import.meta.url), 'utf8'),
) as string[]
/** Those files with their static imports, less what the code they load later needs too. */
const afterSettlingImports = new Set<string>()

/** What a build's plugin context tells of the module graph. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** Fills `into` with the modules `root` imports statically (or also on demand), directly or not. */
function collectImports(
  context: ModuleGraph,
  root: string,
  into: Set<string>,
  { onDemand = false } = {},
) {
  into.clear()
  const imports = (id: string) => {
    const info = context.getModuleInfo(id)
    return [...(info?.importedIds ?? []), ...((onDemand && info?.dynamicallyImportedIds) || [])]
  }
  const rootId = [...context.getModuleIds()].find((id) => id.endsWith(root))
  const pending = rootId ? imports(rootId) : []
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (into.has(id)) continue
    into.add(id)
    pending.push(...imports(id))
  }
}

/** Fills afterSettlingImports: see there. */
function collectAfterSettling(context: ModuleGraph) {
  afterSettlingImports.clear()
  const ids = [...context.getModuleIds()]
  for (const root of AFTER_SETTLING) {
    const rootId = ids.find((id) => id.endsWith(root))
    if (rootId === undefined) continue
    const imports = new Set<string>()
    collectImports(context, rootId, imports)
    for (const id of [rootId, ...imports]) afterSettlingImports.add(id)
  }
  const later = new Set<string>()
  for (const id of afterSettlingImports) {
    for (const loaded of context.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (afterSettlingImports.has(loaded) || later.has(loaded)) continue
      const imports = new Set<string>()
      collectImports(context, loaded, imports)
      for (const each of [loaded, ...imports]) later.add(each)
    }
  }
  for (const id of later) afterSettlingImports.delete(id)
}

/** Collects the sets above when the module graph is complete, before the chunks are cut. */
export const feedImportsPlugin: Plugin = {
  name: 'agenda-feed-imports',
  apply: 'build',
  buildEnd() {
    collectImports(this, FEED_PAGE, feedImports)
    collectImports(this, LIST_RESULTS, listImports)
    collectImports(this, CALENDAR_RESULTS, calendarImports, { onDemand: true })
    collectAfterSettling(this)
  },
}

export const codeSplitting = {
  groups: [
    { name: 'start', tags: ['$initial' as const], priority: 3 },
    // With what the lists' and the calendars' bodies share (the entries): every view loads it.
    {
      name: 'feed',
      test: (id: string) => feedImports.has(id) || (listImports.has(id) && calendarImports.has(id)),
      priority: 2,
    },
    // What the signed-in pages load once the first screen has settled, in one file too: 15 files
    // of it gzipped apart came to 4 KB more. Pages that load only part of it get all of it.
    {
      name: 'after-start',
      test: (id: string) => afterSettlingImports.has(id),
      priority: 1,
    },
    // What only the lists' body needs (the windowing library): Monat and 7-Tage never load it.
    { name: 'list', test: (id: string) => listImports.has(id), priority: 0 },
  ],
}

/**
 * Names the feed page's files in index.html, for the browser to fetch along with the entry: the
 * start asks for them only once the entry has run, one round trip later. Most starts open on the
 * feed; a start elsewhere fetches them for nothing (about 19 KB gzip, precached by the worker).
 */
let base = '/'
export const feedPreloadPlugin: Plugin = {
  name: 'agenda-feed-preload',
  apply: 'build',
  configResolved(config) {
    base = config.base
  },
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const chunks = Object.values(context.bundle ?? {})
      const page = chunks.find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(FEED_PAGE),
      )
      if (page?.type !== 'chunk') return []
      const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
      const files = [page.fileName, ...page.imports].filter((file) => file !== entry?.fileName)
      const styles = [...(page.viteMetadata?.importedCss ?? [])]
      for (const file of page.imports) {
        const imported = context.bundle?.[file]
        if (imported?.type === 'chunk' && file !== entry?.fileName)
          styles.push(...(imported.viteMetadata?.importedCss ?? []))
      }
      const href = (file: string) => `${base}${file}`
      return [
        ...files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: href(file) },
          injectTo: 'head' as const,
        })),
        ...styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(file) },
          injectTo: 'head' as const,
        })),
      ]
    },
  },
}
