import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Each share of a saved search by e-mail: the record behind the per-user rate limit. */
export const searchShares = pgTable(
  'search_shares',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Not a foreign key: deleting the search must not erase the shares counted against the limit. */
    savedSearchId: text('saved_search_id').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_shares_user_created_idx').on(table.userId, table.createdAt)],
)
