// The embedded OpenID provider (oidc-provider), set up to look like Auth0 to @auth0/auth0-spa-js:
// Auth0's paths, issuer ending in '/', `audience` as resource indicator, refresh tokens without
// prompt=consent, silent sign-in by web message, and no consent screen for our own app.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { accountFinder } from './accounts'
import type { IdpKeys } from './idp-keys'
import { INTERACTION_TTL_SECONDS, SESSION_TTL_SECONDS, TOKEN_TTL_SECONDS } from './lifetimes'
import { databaseAdapter } from './oidc-adapter'
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages'

const OIDC_SCOPES = 'openid profile email address phone offline_access'
const API_SCOPES = 'read:current_user'

/** The provider's path prefix, e.g. /idp (from the issuer, which ends in '/'). */
export function mountPathOf(config: Config): string {
  return new URL(config.authDomain).pathname.replace(/\/$/, '')
}

// auth0-spa-js asks for offline_access without prompt=consent; oidc-provider then drops it, as
// OpenID Connect says. Auth0 issues the refresh token anyway, so we put the scope back. Extra
// parameter checks run after the scope check and before the request is stored.
async function keepOfflineAccess(ctx: KoaContextWithOIDC) {
  const { params, client } = ctx.oidc
  if (!params || !client) return
  const sent =
    ctx.method === 'POST'
      ? (ctx.oidc.body as { scope?: unknown } | undefined)?.scope
      : ctx.query.scope
  const asked = typeof sent === 'string' && sent.split(' ').includes('offline_access')
  const scopes = String(params.scope ?? '')
    .split(' ')
    .filter(Boolean)
  if (asked && client.grantTypeAllowed('refresh_token') && !scopes.includes('offline_access')) {
    params.scope = [...scopes, 'offline_access'].join(' ')
  }
}

export function createProvider(options: { config: Config; db: Database; keys: IdpKeys }): Provider {
  const { config, db, keys } = options
  const { publicUrl, authAudience } = config
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.authClientId,
        client_name: 'Agenda',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/app/`],
        post_logout_redirect_uris: [publicUrl, `${publicUrl}/`, `${publicUrl}/app/`],
      },
    ],
    jwks: { keys: keys.signingKeys },
    // Lax, not oidc-provider 8's default None: every page that needs the session is our own
    // origin (silent sign-in runs in a same-origin iframe), and None would add .legacy twins.
    cookies: { keys: keys.cookieKeys, long: { sameSite: 'lax' } },
    claims: {
      openid: ['sub'],
      profile: ['name', 'updated_at'],
      email: ['email', 'email_verified'],
      address: ['address'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    scopes: OIDC_SCOPES.split(' '),
    // auth0-spa-js reads name and e-mail from the ID token, as Auth0 puts them there.
    conformIdTokenClaims: false,
    extraParams: { audience: keepOfflineAccess },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx) => (ctx.oidc.params?.audience as string | undefined) ?? authAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== authAudience) throw new errors.InvalidTarget()
          return {
            audience: authAudience,
            scope: API_SCOPES,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
      // The app revokes its refresh token here before it signs out: a grant with offline_access
      // outlives the provider's logout (as OpenID Connect wants), so logging out alone keeps it.
      // oidc-provider 8 refuses a token presented by another client itself.
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
    },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    rotateRefreshToken: true,
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    // First-party app: everything it may ask for is granted, so no consent screen ever shows.
    loadExistingGrant: async (ctx) => {
      const { client, account, session, result, provider } = ctx.oidc
      if (!client || !account) return undefined
      const { clientId } = client
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(clientId)
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ clientId, accountId: account.accountId })
      grant.addOIDCScope(OIDC_SCOPES)
      grant.addResourceScope(authAudience, API_SCOPES)
      await grant.save()
      return grant
    },
    findAccount: accountFinder(db),
    interactions: {
      url: (_ctx, interaction) => `${mountPathOf(config)}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    renderError,
    ttl: {
      AccessToken: TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
  }
  const provider = new Provider(`${config.authDomain}/`, configuration)
  // Scheme and client address come from the X-Forwarded-* headers that embedded-idp.ts writes
  // from PUBLIC_URL and the address Fastify trusted; whatever the client sent is replaced.
  provider.proxy = true
  return provider
}
