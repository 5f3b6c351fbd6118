import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Private keys shared by every server instance (ticket signing), kept as JWK. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
