// Provider access tokens handed in at sign-out (table revoked_access_tokens): a JWT access token
// cannot be recalled at the provider, so the exchange refuses it here until it expires.
import { createHash } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { JWTPayload } from 'jose'
import type { Database } from '../db/database'
import { revokedAccessTokens } from '../db/schema/index'

/**
 * The token's `jti`; tokens without one (not every provider sets it) by a hash of their verified
 * claims, which, unlike the token text, cannot be re-encoded to look new.
 */
function tokenIdOf(claims: JWTPayload): string {
  if (typeof claims.jti === 'string') return `jti:${claims.jti}`
  return `claims:${createHash('sha256').update(JSON.stringify(claims)).digest('base64url')}`
}

export function revokedAccessTokenStore(db: Database) {
  return {
    /** Refuses the token until it expires; expired entries are pruned on the way. */
    async revoke(claims: JWTPayload & { exp: number }): Promise<void> {
      await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, new Date()))
      await db
        .insert(revokedAccessTokens)
        .values({ tokenId: tokenIdOf(claims), expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing()
    },

    async isRevoked(claims: JWTPayload): Promise<boolean> {
      const rows = await db
        .select({ tokenId: revokedAccessTokens.tokenId })
        .from(revokedAccessTokens)
        .where(eq(revokedAccessTokens.tokenId, tokenIdOf(claims)))
      return rows.length > 0
    },
  }
}
