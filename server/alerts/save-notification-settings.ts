// Saving a user's notification settings (docs/architecture.md "Alerts and jobs"): the row and the
// user's waiting alert jobs moved to the new times, in one transaction.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { notificationSettings } from '../db/schema/index'
import { DIGEST_JOB, digestJobKey } from './alert-jobs'
import { DELIVER_JOB } from './deliver-alerts'
import { nextClockTime } from './notification-times'
import type { StoredNotificationSettings } from './notification-settings-store'

/**
 * Saves and reschedules in one transaction: the waiting digest moves to the next of the new
 * times, and the user's held mail deliveries become due now, so they see the new hold themselves
 * (held again, or sent when the pause was ended).
 */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  settings: StoredNotificationSettings,
) {
  const values = {
    digestTimes: [...new Set(settings.digestTimes)].sort(),
    pausedUntil: settings.pausedUntil,
    quietFrom: settings.quietHours?.from ?? null,
    quietTo: settings.quietHours?.to ?? null,
    updatedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    const nextDigest = nextClockTime(values.digestTimes, new Date())
    // A running job is left alone: it reschedules itself from the settings it reads at its end.
    const waiting = sql`(locked_until IS NULL OR locked_until <= now()) AND failed_at IS NULL`
    await tx.execute(
      sql`UPDATE jobs SET run_at = ${nextDigest} WHERE kind = ${DIGEST_JOB}
          AND key = ${digestJobKey(userId)} AND ${waiting}`,
    )
    await tx.execute(
      sql`UPDATE jobs SET run_at = now() WHERE kind = ${DELIVER_JOB} AND ${waiting}
          AND payload->>'channel' = 'mail' AND payload->>'savedSearchId' IN
            (SELECT id FROM saved_searches WHERE owner_id = ${userId})`,
    )
  })
  return { digestTimes: values.digestTimes, pausedUntil: values.pausedUntil }
}
