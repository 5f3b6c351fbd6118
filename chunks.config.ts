// How the app's code is cut into files (docs/architecture.md#start-up). Left to itself the
// bundler cuts every module the feed shares with another page into a file of its own: 20 small
// files instead of one, each gzipped apart, about 5 KB more for the feed's first screen. So:
// - everything the entry imports statically is one file with it ('start');
// - everything the feed page imports statically, and the entry does not, is one file ('feed');
//   the page itself stays a file of its own, so the budget check finds it in the manifest.
// Pages that share a module with the feed load that file too: most of them open over the feed.
import type { Plugin } from 'vite'

const FEED_PAGE = 'src/features/agenda/feed/feed-page.tsx'

/** The modules the feed page imports statically, directly or not, known once the graph is built. */
const feedImports = new Set<string>()

/** Collects `feedImports` when the module graph is complete, before the chunks are cut. */
export const feedImportsPlugin: Plugin = {
  name: 'agenda-feed-imports',
  apply: 'build',
  buildEnd() {
    feedImports.clear()
    const page = [...this.getModuleIds()].find((id) => id.endsWith(FEED_PAGE))
    const pending = page ? [...(this.getModuleInfo(page)?.importedIds ?? [])] : []
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (feedImports.has(id)) continue
      feedImports.add(id)
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
    }
  },
}

export const codeSplitting = {
  groups: [
    { name: 'start', tags: ['$initial' as const], priority: 2 },
    { name: 'feed', test: (id: string) => feedImports.has(id), priority: 1 },
  ],
}

/**
 * Names the feed page's files in index.html, for the browser to fetch along with the entry: the
 * start asks for them only once the entry has run, one round trip later. Most starts open on the
 * feed; a start elsewhere fetches them for nothing (about 30 KB gzip, precached by the worker).
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
