import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { EventChangeKind } from './event-changes'
import { savedSearches } from './saved-searches'
import { users } from './users'

/** The channels an alert travels by (docs/architecture.md "Alerts and jobs"). */
export type AlertChannel = 'app' | 'mail' | 'push'

/** How far the matcher has read event_changes: one row, advanced with the deliveries it made. */
export const alertCursor = pgTable('alert_cursor', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * One row counting statements on saved_searches (migration 0021's trigger): the alert percolator
 * reloads the alerting searches only when it moved (docs/architecture.md "Alerts and jobs").
 */
export const savedSearchesVersion = pgTable('saved_searches_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * One alert owed: a saved search matched a changed entry, for one channel, at one data version.
 * The unique key makes a second match of the same change a no-op; `delivered_at` is set in the
 * same transaction as the channel's effect.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    change: text('change').$type<EventChangeKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    mailId: text('mail_id'),
  },
  (table) => [
    uniqueIndex('alert_deliveries_once_idx').on(
      table.savedSearchId,
      table.eventId,
      table.channel,
      table.version,
    ),
    index('alert_deliveries_pending_idx').on(table.savedSearchId, table.channel, table.deliveredAt),
  ],
)

export type NotificationSource = 'search' | 'follow'

/** An entry of a user's notification centre. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: text('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'set null',
    }),
    searchName: text('search_name').notNull(),
    eventId: text('event_id').notNull(),
    eventTitle: text('event_title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    change: text('change').$type<EventChangeKind>().notNull(),
    /** What brought it: a saved search's alert, or an entry the user follows. */
    source: text('source').$type<NotificationSource>().notNull().default('search'),
    /** A followed entry's change in words („verschoben von 10:00 auf 11:30“); null for alerts. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt, table.id)],
)

export interface StoredMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/**
 * An alert mail, written down before it is sent: a retry after a crash sends this very message
 * again under the same Message-ID (the file mailer writes it once), never a second one.
 */
export const alertMails = pgTable('alert_mails', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: jsonb('message').$type<StoredMail>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
})

/** Secrets the server makes itself at first use, e.g. the unsubscribe links' HMAC key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})
