import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A user's notification settings (issue 18/19, docs/architecture.md "Alerts and jobs"): when
 * digests go out, a pause, quiet hours; times are HH:MM in Europe/Berlin. No row: the defaults.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestTimes: jsonb('digest_times').$type<string[]>().notNull(),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect
