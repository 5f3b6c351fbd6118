import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One sign-in's chain of tickets: every ticket names its session (claim `sid`), renewals keep it,
 * and signing out revokes it, so no ticket of the chain is accepted afterwards. Rows go once
 * expired.
 */
export const ticketSessions = pgTable(
  'ticket_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The expiry of the session's newest ticket. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('ticket_sessions_expires_at_idx').on(table.expiresAt)],
)

/** Provider access tokens handed in at sign-out: the exchange refuses them until they expire. */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    /** The token's `jti`, or a hash of its claims when it has none. */
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_access_tokens_expires_at_idx').on(table.expiresAt)],
)
