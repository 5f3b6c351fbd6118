// The start's first search leaves from a classic script in the page's head, before the app's code
// (src/lib/http/early-search.js, docs/architecture.md#start-up). A file of its own, not inline:
// the content security policy allows scripts from our origin only. The build ships it minified
// (what Vite's own minifier leaves: no comments, short names) as /app/early-search.js, which the
// service worker precaches with the rest of dist; `npm run dev` serves the source.
import { readFileSync } from 'node:fs'
import { minify, type Plugin } from 'vite'

const FILE = 'early-search.js'
const SOURCE = new URL('./src/lib/http/early-search.js', import.meta.url)

/** The script as the build ships it. */
export async function minifiedEarlySearch(): Promise<string> {
  const { code, errors } = await minify(FILE, readFileSync(SOURCE, 'utf8'))
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n'))
  return code
}

let base = '/'

export const earlySearchPlugin: Plugin = {
  name: 'agenda-early-search',
  configResolved(config) {
    base = config.base
  },
  configureServer(server) {
    server.middlewares.use(`${base}${FILE}`, (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript')
      response.end(readFileSync(SOURCE))
    })
  },
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: FILE, source: await minifiedEarlySearch() })
  },
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: `${base}${FILE}` }, injectTo: 'head' }],
}
