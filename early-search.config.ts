// The start's first search leaves from a classic script in the page's head, before the app's code
// (src/lib/http/early-search.js, docs/architecture.md#start-up). A file of its own, not inline:
// the content security policy allows scripts from our origin only. The build ships it minified
// (what Vite's own minifier leaves: no comments, short names) as /app/early-search.js, which the
// service worker precaches with the rest of dist; `npm run dev` serves the source. Shipped the
// same way, but put in only by the service worker: /app/start-after-picture.js
// (docs/architecture.md#start-picture).
import { readFileSync } from 'node:fs'
import { minify, type Plugin } from 'vite'

const FILE = 'early-search.js'
const SOURCE = new URL('./src/lib/http/early-search.js', import.meta.url)
const AFTER_PICTURE = {
  file: 'start-after-picture.js',
  source: new URL('./src/features/agenda/calendar/start-after-picture.js', import.meta.url),
}
const SCRIPTS = [{ file: FILE, source: SOURCE }, AFTER_PICTURE]

/** A script as the build ships it. */
async function minified(file: string, source: URL): Promise<string> {
  const { code, errors } = await minify(file, readFileSync(source, 'utf8'))
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
    for (const { file, source } of SCRIPTS) {
      server.middlewares.use(`${base}${file}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(readFileSync(source))
      })
    }
  },
  async generateBundle() {
    for (const { file, source } of SCRIPTS) {
      this.emitFile({ type: 'asset', fileName: file, source: await minified(file, source) })
    }
  },
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: `${base}${FILE}` }, injectTo: 'head' }],
}
