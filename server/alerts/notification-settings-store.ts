// A user's notification settings as the alert jobs read them (docs/architecture.md "Alerts and
// jobs"): the defaults when none were saved; saving is save-notification-settings.ts.
import { eq } from 'drizzle-orm'
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

export async function readNotificationSettings(
  db: Database,
  userId: string,
): Promise<StoredNotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
  if (!row) return { digestTimes: DEFAULT_DIGEST_TIMES, pausedUntil: null, quietHours: null }
  return {
    digestTimes: row.digestTimes,
    pausedUntil: row.pausedUntil,
    quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
  }
}

export const toWire = (settings: StoredNotificationSettings): NotificationSettings => ({
  digestTimes: settings.digestTimes,
  pausedUntil: settings.pausedUntil?.toISOString() ?? null,
  quietHours: settings.quietHours,
})
