import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A browser's Web Push subscription (issue 18, docs/architecture.md#web-push). The endpoint is the
 * push service's address for one browser profile, so it is the key: subscribing again on the same
 * browser (also as another user) replaces the row. Removed when the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.createdAt)],
)

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect
