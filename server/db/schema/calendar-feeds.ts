import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'

export type CalendarFeedKind = 'saved-search' | 'folder'

/**
 * A subscribable calendar of a saved search or a folder (docs/security.md#calendar-feeds). Only
 * the SHA-256 of its secret token is kept; rotating replaces the hash, revoking stamps revoked_at.
 * The target has no foreign key (it is one of two tables): a feed whose target is gone or no
 * longer readable by its owner simply stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarFeedKind>().notNull(),
    targetId: text('target_id').notNull(),
    /** base64url SHA-256 of the token in the feed's address. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('calendar_feeds_user_idx').on(table.userId),
    // One live feed per user and target; a revoked one does not block a new one.
    uniqueIndex('calendar_feeds_live_target_idx')
      .on(table.userId, table.kind, table.targetId)
      .where(sql`${table.revokedAt} IS NULL`),
  ],
)

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect
