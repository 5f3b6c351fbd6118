// Serves the built PWA under /app/: hashed assets cached for a year, index.html and the service
// worker always revalidated, every other path under /app/ answered with index.html (SPA).
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config'

const NO_CACHE_FILES = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/
const HASHED_ASSET = /\/assets\//

function cacheControlFor(filePath: string): string {
  if (NO_CACHE_FILES.test(filePath)) return 'no-cache'
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

export interface ClientConfig {
  authDomain: string
  authClientId: string
  authAudience: string
  /** Present only when configured: the app loads nothing of them otherwise. */
  analyticsUrl?: string
  errorReportDsn?: string
}

export default async function appShellRoutes(
  app: FastifyInstance,
  options: { config: Config; distDir: string },
) {
  const { config, distDir } = options
  const clientConfig: ClientConfig = {
    authDomain: config.authDomain,
    authClientId: config.authClientId,
    authAudience: config.authAudience,
    ...(config.analyticsUrl && { analyticsUrl: config.analyticsUrl }),
    ...(config.ERROR_REPORT_DSN && { errorReportDsn: config.ERROR_REPORT_DSN }),
  }

  app.get('/app/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(clientConfig),
  )
  app.get('/', async (_request, reply) => reply.redirect('/app/'))

  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built app found; run `npm run build`')
    return
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    index: false,
    wildcard: false,
    // Source maps stay on the build machine (built as 'hidden' for error reports): served, they
    // would hand out the whole source. Without a route a .map gets the 404 below.
    globIgnore: ['**/*.map'],
    cacheControl: false,
    // @fastify/static 9 hands the raw response here, not the reply.
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(filePath))
    },
  })

  const sendShell = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', distDir)
  app.get('/app', (_request, reply) => reply.redirect('/app/'))
  app.get('/app/', sendShell)
  // Deep links (/app/events/list, /app/news/1/event/2 …) are routes of the SPA. A missing file
  // with an extension is a real 404, so a broken asset link never gets HTML.
  app.get('/app/*', (request, reply) => {
    const { '*': rest = '' } = request.params as { '*': string }
    if (/\.[a-z0-9]+$/i.test(rest)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Datei nicht gefunden.' })
    }
    return sendShell(request, reply)
  })
}
