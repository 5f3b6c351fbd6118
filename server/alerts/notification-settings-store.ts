// A user's notification settings as the alert jobs read them (docs/architecture.md "Alerts and
// jobs"): the defaults when none were saved; saving is save-notification-settings.ts.
import { eq, inArray } from 'drizzle-orm'
import {
  DEFAULT_DIGEST_TIMES,
  type NotificationSettings,
} from '../../domain/notification-settings-api'
import type { Database } from '../db/database'
import { notificationSettings } from '../db/schema/index'

/** The settings as the alert jobs use them: the pause as an instant. */
export interface StoredNotificationSettings {
  digestTimes: string[]
  pausedUntil: Date | null
  quietHours: NotificationSettings['quietHours']
}

const DEFAULT_SETTINGS: StoredNotificationSettings = {
  digestTimes: DEFAULT_DIGEST_TIMES,
  pausedUntil: null,
  quietHours: null,
}

const fromRow = (row: typeof notificationSettings.$inferSelect): StoredNotificationSettings => ({
  digestTimes: row.digestTimes,
  pausedUntil: row.pausedUntil,
  quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
})

export async function readNotificationSettings(
  db: Database,
  userId: string,
): Promise<StoredNotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
  return row ? fromRow(row) : DEFAULT_SETTINGS
}

/** The settings of several users in one query (a delivery batch); defaults for those without. */
export async function readNotificationSettingsOf(
  db: Database,
  userIds: string[],
): Promise<(userId: string) => StoredNotificationSettings> {
  const rows = userIds.length
    ? await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, userIds))
    : []
  const stored = new Map(rows.map((row) => [row.userId, fromRow(row)]))
  return (userId) => stored.get(userId) ?? DEFAULT_SETTINGS
}

export const toWire = (settings: StoredNotificationSettings): NotificationSettings => ({
  digestTimes: settings.digestTimes,
  pausedUntil: settings.pausedUntil?.toISOString() ?? null,
  quietHours: settings.quietHours,
})
