// The provider's silent check, answered from the provider library's own cache where the library
// would answer from it too: a fresh access token and the user's identity in local storage mean
// its check asks nothing over the network and finds the session. Only otherwise (a token to renew,
// no identity, a session ceiling) does the start load the library (docs/architecture.md#start-up).

/** auth0-spa-js's key prefix, its identity entry and the margin it keeps before a token expires. */
const CACHE_KEY_PREFIX = '@@auth0spajs@@'
const ID_TOKEN_SUFFIX = '@@user@@'
const EXPIRY_MARGIN_S = 60

interface TokenEntry {
  body?: { access_token?: unknown }
  expiresAt?: unknown
}
interface IdentityEntry {
  decodedToken?: { user?: unknown; claims?: { session_expiry?: unknown } }
}

function readEntry<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null
  } catch {
    return null
  }
}

/**
 * True when the provider library's silent check would, without a network request, find the
 * session of `clientId` valid for `audience`: its cache holds the user's identity (without a
 * session ceiling, which the library itself must judge) and an access token for the audience
 * not expiring within the library's margin.
 */
export function providerSessionCached(
  storage: Storage,
  clientId: string,
  audience: string,
  nowMs: number,
): boolean {
  const identity = readEntry<IdentityEntry>(
    storage,
    `${CACHE_KEY_PREFIX}::${clientId}::${ID_TOKEN_SUFFIX}`,
  )
  const decoded = identity?.decodedToken
  if (!decoded?.user || decoded.claims?.session_expiry !== undefined) return false
  const tokenPrefix = `${CACHE_KEY_PREFIX}::${clientId}::${audience}::`
  return Object.keys(storage)
    .filter((key) => key.startsWith(tokenPrefix))
    .some((key) => {
      const entry = readEntry<TokenEntry>(storage, key)
      return (
        typeof entry?.body?.access_token === 'string' &&
        typeof entry.expiresAt === 'number' &&
        entry.expiresAt - EXPIRY_MARGIN_S >= Math.floor(nowMs / 1000)
      )
    })
}
