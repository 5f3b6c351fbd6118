import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { FilterRule } from '../../../domain/filter-rules'
import type { AlertMailMode } from '../../../domain/saved-search-resource'
import { users } from './users'

/** A saved search ("filter" in the API) owned by one user; public ones can be opened by others. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filterRules: jsonb('filter_rules').$type<FilterRule[]>().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Alert channels (docs/product.md#alerts); the API's old `notify` is `alertInApp`. */
    alertInApp: boolean('alert_in_app').notNull().default(false),
    alertMail: text('alert_mail').$type<AlertMailMode>().notNull().default('off'),
    alertPush: boolean('alert_push').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_searches_owner_idx').on(table.ownerId, table.sortOrder)],
)

export type SavedSearchRow = typeof savedSearches.$inferSelect
