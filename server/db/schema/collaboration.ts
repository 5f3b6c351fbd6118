import { foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { CoverageFormat, CoverageStatus } from '../../../domain/coverage'
import { events } from './events'
import { users } from './users'

export type FolderRoleValue = 'owner' | 'editor' | 'reader'

/** A collaboration folder, shared among users of one organisation (docs/architecture.md). */
export const folders = pgTable('folders', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Only users of this organisation can be members. */
  organisation: text('organisation').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const folderMembers = pgTable(
  'folder_members',
  {
    folderId: text('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<FolderRoleValue>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.folderId, table.userId] }),
    index('folder_members_user_idx').on(table.userId),
  ],
)

export const folderItems = pgTable(
  'folder_items',
  {
    folderId: text('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** No foreign key: an item stays when the account that added it goes (read as a former account). */
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.folderId, table.eventId] })],
)

/** A user's own short list of agenda entries. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId] })],
)

/**
 * A planned coverage of a folder's entry (docs/architecture.md "Coverage"). Its id is chosen by the
 * client, so a plan made offline keeps its identity when the outbox sends it. It goes with its
 * item; the assignee and the last to change it have no key to users, like `addedBy`.
 */
export const folderItemCoverages = pgTable(
  'folder_item_coverages',
  {
    id: text('id').primaryKey(),
    folderId: text('folder_id').notNull(),
    eventId: text('event_id').notNull(),
    assigneeId: text('assignee_id').notNull(),
    format: text('format').$type<CoverageFormat>().notNull(),
    status: text('status').$type<CoverageStatus>().notNull(),
    note: text('note'),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.folderId, table.eventId],
      foreignColumns: [folderItems.folderId, folderItems.eventId],
    }).onDelete('cascade'),
    index('folder_item_coverages_item_idx').on(table.folderId, table.eventId),
  ],
)
