import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Failed sign-ins per e-mail and client address, shared by every server instance so the
 * lockout holds behind a load balancer. Rows older than the lockout window are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_pair_idx').on(table.email, table.address, table.failedAt),
    index('login_failures_failed_at_idx').on(table.failedAt),
  ],
)
