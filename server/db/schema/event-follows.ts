import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { FollowedState } from '../../../domain/followed-change'
import { users } from './users'

/**
 * A user following one entry (issue 38, docs/architecture.md "Following an entry"): `heard` is the
 * entry as the follower last heard of it, which the next notice compares with. No key to events:
 * an entry's deletion is itself told, and then its follows go.
 */
export const eventFollows = pgTable(
  'event_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    heard: jsonb('heard').$type<FollowedState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    index('event_follows_event_idx').on(table.eventId),
  ],
)
