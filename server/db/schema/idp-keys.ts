import type { JWK } from 'jose'
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The embedded provider's keys, one generation per row (server/idp/idp-keys.ts): the newest signs
 * tokens and cookies; older ones still verify until what they signed has expired, then are deleted.
 */
export const idpKeys = pgTable('idp_keys', {
  generation: integer('generation').primaryKey(),
  /** Private RS256 key as JWK, with kid, alg and use. */
  signingJwk: jsonb('signing_jwk').$type<JWK>().notNull(),
  /** Secret of the provider's cookie signatures. */
  cookieKey: text('cookie_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
