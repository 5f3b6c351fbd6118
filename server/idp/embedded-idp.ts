// Mounts the embedded OpenID provider under /idp (only when no real Auth0 tenant is configured):
// demo accounts seeded, keys loaded, the provider's own routes plus our login pages.
import middie from '@fastify/middie'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { JWK } from 'jose'
import type Provider from 'oidc-provider'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { seedDemoAccounts } from './demo-accounts'
import { loadOrCreateIdpKeys, publicKeySet } from './idp-keys'
import interactionRoutes from './interaction-routes'
import { LoginAttempts } from './login-attempts'
import { deleteExpiredPayloads } from './oidc-adapter'
import pageAssetRoutes from './page-assets'
import { createProvider, mountPathOf } from './provider'
import { keepFramingToOwnOrigin } from './web-message-framing'

export interface EmbeddedIdp {
  provider: Provider
  /** The provider's public keys, to verify its access tokens without an HTTP call to ourselves. */
  publicJwks: { keys: JWK[] }
  mountPath: string
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
/** Paths under the mount path that are our Fastify routes, not the provider's. */
const OWN_ROUTES = /^\/(interaction|assets)\//

// Auth0's logout takes `returnTo` (and client_id); oidc-provider's takes post_logout_redirect_uri.
function rewriteAuth0Logout(request: IncomingMessage, clientId: string): void {
  const url = new URL(request.url ?? '/', 'http://local')
  const returnTo = url.searchParams.get('returnTo')
  if (url.pathname !== '/v2/logout' || !returnTo) return
  url.searchParams.delete('returnTo')
  url.searchParams.set('post_logout_redirect_uri', returnTo)
  if (!url.searchParams.has('client_id')) url.searchParams.set('client_id', clientId)
  request.url = `${url.pathname}${url.search}`
}

/** Loads (or creates) the provider's keys, seeds the demo accounts and sets up the provider. */
export async function createEmbeddedIdp(
  config: Config,
  database: DatabaseHandle,
): Promise<EmbeddedIdp> {
  const keys = await loadOrCreateIdpKeys(
    config.DATA_DIR === 'memory://' ? undefined : config.dataDir,
  )
  await seedDemoAccounts(database.db)
  return {
    provider: createProvider({ config, db: database.db, keys }),
    publicJwks: publicKeySet(keys),
    mountPath: mountPathOf(config),
  }
}

/** A raw request under the mount path; @fastify/middie copies Fastify's `ip` onto it. */
type MountedRequest = IncomingMessage & { originalUrl?: string; ip?: string }

// The provider builds its URLs (discovery document, redirects) from Host and X-Forwarded-*. It
// sees PUBLIC_URL's origin and the client address Fastify trusted under TRUST_PROXY, never what
// a client wrote, so a spoofed X-Forwarded-Host cannot poison a cached discovery document.
function pinToPublicOrigin(request: MountedRequest, publicUrl: URL): void {
  request.headers.host = publicUrl.host
  request.headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '')
  delete request.headers['x-forwarded-host']
  if (request.ip) request.headers['x-forwarded-for'] = request.ip
  else delete request.headers['x-forwarded-for']
}

export default fp(
  async function embeddedIdpRoutes(
    app: FastifyInstance,
    options: { idp: EmbeddedIdp; config: Config; database: DatabaseHandle },
  ) {
    const { idp, config, database } = options
    const { provider, mountPath } = idp
    await app.register(middie)
    const handle = provider.callback()
    const publicUrl = new URL(config.publicUrl)
    app.use(mountPath, (request: MountedRequest, response: ServerResponse, next: () => void) => {
      pinToPublicOrigin(request, publicUrl)
      if (OWN_ROUTES.test(request.url ?? '')) return next()
      rewriteAuth0Logout(request, config.authClientId)
      keepFramingToOwnOrigin(response)
      // oidc-provider finds its mount path by comparing originalUrl with url.
      request.originalUrl = `${mountPath}${request.url ?? ''}`
      void handle(request, response)
    })
    const attempts = new LoginAttempts(database.db)
    await app.register(interactionRoutes, { provider, db: database.db, attempts, mountPath })
    await app.register(pageAssetRoutes)

    const deleteAged = () =>
      Promise.all([deleteExpiredPayloads(database.db), attempts.forgetAged()])
    await deleteAged()
    const cleanup = setInterval(() => {
      deleteAged().catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not delete expired provider data'),
      )
    }, CLEANUP_INTERVAL_MS)
    cleanup.unref()
    app.addHook('onClose', async () => clearInterval(cleanup))
  },
  { name: 'embedded-idp', dependencies: ['api-errors'] },
)
