// Mounts the embedded OpenID provider under /idp (only when no real Auth0 tenant is configured):
// demo accounts seeded, keys loaded, the provider's own routes plus our login pages. The keys come
// from the database and are re-read when another instance (or `npm run idp:rotate-keys`) adds a
// generation; the provider is then built anew, as oidc-provider fixes its keys when it is made.
import middie from '@fastify/middie'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLocalJWKSet, errors as joseErrors, type JWTVerifyGetKey } from 'jose'
import type Provider from 'oidc-provider'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { seedDemoAccounts } from './demo-accounts'
import {
  IDP_KEYS_CHANNEL,
  KEY_RELOAD_INTERVAL_MS,
  deleteRetiredIdpKeys,
  legacyKeyFile,
  loadIdpKeys,
  publicKeySet,
  type IdpKeys,
} from './idp-keys'
import interactionRoutes from './interaction-routes'
import { LoginAttempts } from './login-attempts'
import { deleteExpiredPayloads } from './oidc-adapter'
import pageAssetRoutes from './page-assets'
import { createProvider, mountPathOf } from './provider'
import { keepFramingToOwnOrigin } from './web-message-framing'

export interface EmbeddedIdp {
  /** The provider signing with the newest keys. */
  provider(): Provider
  /**
   * The provider's public keys, to verify its access tokens without an HTTP call to ourselves;
   * a token naming a key this instance has not seen yet makes it re-read the keys first.
   */
  verificationKey: JWTVerifyGetKey
  /** Re-reads the keys; builds the provider anew when they changed. */
  reloadKeys(): Promise<void>
  mountPath: string
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
/** An unknown key id re-reads the keys at most this often, so forged tokens cannot flood the database. */
const UNKNOWN_KID_RELOAD_GAP_MS = 10_000
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

const keyIdsOf = (keys: IdpKeys) =>
  JSON.stringify([keys.signingKeys.map((jwk) => jwk.kid), keys.cookieKeys])

/** Loads (or creates) the provider's keys, seeds the demo accounts and sets up the provider. */
export async function createEmbeddedIdp(
  config: Config,
  database: DatabaseHandle,
): Promise<EmbeddedIdp> {
  const { db } = database
  let keys = await loadIdpKeys(db, { legacyFile: legacyKeyFile(config) })
  await seedDemoAccounts(db)
  let provider = createProvider({ config, db, keys })
  let localKeySet = createLocalJWKSet(publicKeySet(keys))
  let lastReload = Date.now()

  const reloadKeys = async () => {
    lastReload = Date.now()
    const next = await loadIdpKeys(db)
    if (keyIdsOf(next) === keyIdsOf(keys)) return
    keys = next
    provider = createProvider({ config, db, keys })
    localKeySet = createLocalJWKSet(publicKeySet(keys))
  }
  const verificationKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await localKeySet(header, token)
    } catch (error) {
      const mayReload = Date.now() - lastReload >= UNKNOWN_KID_RELOAD_GAP_MS
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || !mayReload) throw error
      await reloadKeys()
      return localKeySet(header, token)
    }
  }
  return { provider: () => provider, verificationKey, reloadKeys, mountPath: mountPathOf(config) }
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
    const { mountPath } = idp
    await app.register(middie)
    let handled = idp.provider()
    let handle = handled.callback()
    const publicUrl = new URL(config.publicUrl)
    app.use(mountPath, (request: MountedRequest, response: ServerResponse, next: () => void) => {
      pinToPublicOrigin(request, publicUrl)
      if (OWN_ROUTES.test(request.url ?? '')) return next()
      rewriteAuth0Logout(request, config.authClientId)
      keepFramingToOwnOrigin(response)
      // oidc-provider finds its mount path by comparing originalUrl with url.
      request.originalUrl = `${mountPath}${request.url ?? ''}`
      if (handled !== idp.provider()) {
        handled = idp.provider()
        handle = handled.callback()
      }
      void handle(request, response)
    })
    const attempts = new LoginAttempts(database.db)
    await app.register(interactionRoutes, {
      provider: () => idp.provider(),
      db: database.db,
      attempts,
      mountPath,
    })
    await app.register(pageAssetRoutes)

    const deleteAged = () =>
      Promise.all([
        deleteExpiredPayloads(database.db),
        attempts.forgetAged(),
        deleteRetiredIdpKeys(database.db),
      ])
    await deleteAged()
    const cleanup = setInterval(() => {
      deleteAged().catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not delete expired provider data'),
      )
    }, CLEANUP_INTERVAL_MS)
    cleanup.unref()

    // A rotation anywhere NOTIFYs at once; the timer catches a notice lost while LISTEN reconnected.
    const reload = () =>
      idp
        .reloadKeys()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not re-read the provider keys'),
        )
    const unlisten = await database.listen(IDP_KEYS_CHANNEL, () => void reload())
    const reloading = setInterval(() => void reload(), KEY_RELOAD_INTERVAL_MS)
    reloading.unref()
    app.addHook('onClose', async () => {
      clearInterval(cleanup)
      clearInterval(reloading)
      await unlisten()
    })
  },
  { name: 'embedded-idp', dependencies: ['api-errors'] },
)
