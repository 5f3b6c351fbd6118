// Checks the access token of the identity provider before we trade it for a ticket: RS256 only,
// the provider's issuer (domain + '/'), our API audience, expiry with 60 s leeway.
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import type { Config } from '../../config'
import { ApiError } from '../../plugins/api-errors'

const CLOCK_TOLERANCE_SECONDS = 60

export type ProviderTokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>

/** The embedded provider passes its own keys; a real Auth0 tenant's keys come from its JWKS. */
export function createProviderTokenVerifier(
  config: Config,
  embeddedKeys?: JWTVerifyGetKey,
): ProviderTokenVerifier {
  const keySet =
    embeddedKeys ?? createRemoteJWKSet(new URL(`${config.authDomain}/.well-known/jwks.json`))
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: `${config.authDomain}/`,
      audience: config.authAudience,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp'],
    })
    return payload as JWTPayload & { sub: string }
  }
}

/** Name and e-mail of a new user: from the token's claims, else from the provider's userinfo. */
export async function fetchProviderProfile(
  config: Config,
  claims: JWTPayload,
  accessToken: string,
): Promise<{ email?: string; name?: string }> {
  const profileOf = (source: Record<string, unknown>) => ({
    email: typeof source.email === 'string' ? source.email : undefined,
    name: typeof source.name === 'string' ? source.name : undefined,
  })
  if (typeof claims.email === 'string') return profileOf(claims)
  const response = await fetch(`${config.authDomain}/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw providerUnavailable(error)
  })
  return response.ok ? profileOf((await response.json()) as Record<string, unknown>) : {}
}

export function providerUnavailable(cause: unknown): ApiError {
  return Object.assign(
    new ApiError(
      503,
      'PROVIDER_UNAVAILABLE',
      'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    ),
    { cause },
  )
}
