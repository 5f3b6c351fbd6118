// Keeps event_changes from growing forever (docs/architecture.md "Live agenda"): a periodic job
// deletes the changes older than the retention, but never one the alert matcher has not read yet.
// It always deletes a prefix of whole data versions, so every change above the oldest kept
// version is still there; a live-agenda client that last saw an older version is told to read
// its view again (agenda-changes.ts).
import type { DatabaseHandle } from '../db/database'
import type { PeriodicJob } from './periodic-job'

export const PRUNE_EVENT_CHANGES: PeriodicJob = {
  kind: 'event-changes.prune',
  key: 'event-changes.prune',
}

/** How often the job runs; the retention is counted in hours, so hourly keeps it within one. */
export const PRUNE_EVERY_SECONDS = 3600

/**
 * Deletes every change up to the highest version all of whose changes are older than the
 * retention, and at most up to the alert cursor; returns how many went.
 */
export async function pruneEventChanges(
  database: DatabaseHandle,
  retentionHours: number,
): Promise<number> {
  // The first version with a change still young bounds the prefix: versions commit in order,
  // but a change's time is its transaction's start, which need not grow with the version.
  const [row] = await database.query<{ pruned: number }>(
    `WITH horizon AS (
       SELECT LEAST(
         COALESCE(
           (SELECT min(version) - 1 FROM event_changes
            WHERE changed_at >= now() - make_interval(hours => $1::int)),
           (SELECT max(version) FROM event_changes)),
         COALESCE((SELECT version FROM alert_cursor WHERE id = 1), 0)) AS version),
     pruned AS (
       DELETE FROM event_changes WHERE version <= (SELECT version FROM horizon) RETURNING 1)
     SELECT count(*)::int AS pruned FROM pruned`,
    [retentionHours],
  )
  return row?.pruned ?? 0
}
