// The matcher (docs/architecture.md "Alerts and jobs"): reads event_changes after the cursor,
// asks the percolator which saved searches with alerts match the changed entries (only owners whose
// access is active count), and writes down the deliveries owed, enqueueing their delivery jobs
// (and a notice job for each changed entry someone follows) and advancing the cursor in one
// transaction:
// a crash before the commit leaves the changes to the next run, a run of another instance
// meanwhile makes this one's commit a no-op, and the deliveries' unique key makes a repeat
// harmless.
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import {
  alertCursor,
  alertDeliveries,
  type AlertChannel,
  type EventChangeKind,
} from '../db/schema/index'
import { enqueueJobs } from '../jobs/job-queue'
import { deliveryJobKey, DELIVER_JOB } from './deliver-alerts'
import { FOLLOW_JOB, followJobKey } from './deliver-follow-notices'
import { percolatorOf, type AlertingSearch, type Matches } from './percolator/percolator'

export const MATCH_JOB = 'alerts.match'

/** Changes read per round; a round never splits one data version. */
const BATCH = 2000

interface ChangeRow {
  event_id: string
  change: EventChangeKind
  version: string
}

/** The changes after `since` in whole versions, and the version they reach. */
async function readChanges(database: DatabaseHandle, since: number) {
  const rows = await database.query<ChangeRow>(
    `SELECT event_id, change, version::text FROM event_changes WHERE version > $1
     ORDER BY version, id LIMIT $2`,
    [since, BATCH + 1],
  )
  if (rows.length <= BATCH) {
    return { rows, reached: rows.length ? Number(rows.at(-1)?.version) : since, more: false }
  }
  const cut = Number(rows[BATCH - 1]?.version)
  const whole = rows.slice(0, BATCH).filter((row) => Number(row.version) < cut)
  if (whole.length) return { rows: whole, reached: cut - 1, more: true }
  // One statement changed more than a batch: read its version whole.
  const single = await database.query<ChangeRow>(
    `SELECT event_id, change, version::text FROM event_changes WHERE version = $1 ORDER BY id`,
    [cut],
  )
  return { rows: single, reached: cut, more: true }
}

/** Each entry once, with its latest change and the version of it. */
function latestChanges(rows: ChangeRow[]) {
  const latest = new Map<string, { change: EventChangeKind; version: number }>()
  for (const row of rows)
    latest.set(row.event_id, { change: row.change, version: Number(row.version) })
  for (const [eventId, { change }] of latest) if (change === 'deleted') latest.delete(eventId)
  return latest
}

/**
 * The channels a search alerts by now. Push joins once its sender exists: enqueue deliveries for
 * 'push' here and give DELIVER_JOB a push branch (docs/architecture.md "Alerts and jobs").
 */
function channelsOf(search: AlertingSearch): AlertChannel[] {
  const channels: AlertChannel[] = []
  if (search.alert_in_app) channels.push('app')
  if (search.alert_mail !== 'off') channels.push('mail')
  if (search.alert_push) channels.push('push')
  return channels
}

/** The matches of searches whose owner may use the agenda now; only matched owners are read. */
async function activeOwners(database: DatabaseHandle, matches: Matches): Promise<Matches> {
  if (!matches.size) return matches
  const owners = [...new Set([...matches.keys()].map((search) => search.owner_id))]
  const active = await database.query<{ id: string }>(
    `SELECT id FROM users WHERE id = ANY($1::text[]) AND access_status = 'active'`,
    [owners],
  )
  const activeIds = new Set(active.map((row) => row.id))
  return new Map([...matches].filter(([search]) => activeIds.has(search.owner_id)))
}

/** The changed entries someone follows, deleted ones included. */
async function followedAmong(database: DatabaseHandle, rows: ChangeRow[]): Promise<string[]> {
  if (!rows.length) return []
  const followed = await database.query<{ event_id: string }>(
    'SELECT DISTINCT event_id FROM event_follows WHERE event_id = ANY($1::text[])',
    [[...new Set(rows.map((row) => row.event_id))]],
  )
  return followed.map((row) => row.event_id)
}

export interface MatchOptions {
  coalesceSeconds: number
  /** How long a followed entry's changes gather into one notice after the first. */
  followCoalesceMs: number
  log: FastifyBaseLogger
}

/** One round; true when more changes wait. */
async function matchRound(database: DatabaseHandle, options: MatchOptions): Promise<boolean> {
  const [cursor] = await database.query<{ version: string }>(
    'SELECT version::text FROM alert_cursor WHERE id = 1',
  )
  const since = Number(cursor?.version ?? 0)
  const { rows, reached, more } = await readChanges(database, since)
  if (reached === since) return false
  const latest = latestChanges(rows)
  const eventIds = [...latest.keys()]
  const matches = eventIds.length
    ? await activeOwners(
        database,
        await percolatorOf(database).match(database, eventIds, options.log),
      )
    : new Map<AlertingSearch, Set<string>>()
  const followed = await followedAmong(database, rows)

  const owed: (typeof alertDeliveries.$inferInsert)[] = []
  const jobs: { searchId: string; channel: AlertChannel; immediate: boolean }[] = []
  for (const [search, matched] of matches) {
    for (const channel of channelsOf(search)) {
      for (const eventId of matched) {
        const { change, version } = latest.get(eventId) ?? { change: 'changed', version: reached }
        owed.push({
          savedSearchId: search.id,
          userId: search.owner_id,
          eventId,
          channel,
          version,
          change,
        })
      }
      // A digest is collected at its times (digest job), not sent per change.
      jobs.push({
        searchId: search.id,
        channel,
        immediate: channel !== 'mail' || search.alert_mail === 'immediate',
      })
    }
  }

  await database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: alertCursor.version })
      .from(alertCursor)
      .where(eq(alertCursor.id, 1))
      .for('update')
    // Another instance took these changes meanwhile: its deliveries stand, ours would repeat them.
    if (Number(locked?.version) !== since) return
    for (let start = 0; start < owed.length; start += 1000) {
      await tx
        .insert(alertDeliveries)
        .values(owed.slice(start, start + 1000))
        .onConflictDoNothing()
    }
    const runAt = new Date(Date.now() + options.coalesceSeconds * 1000)
    await enqueueJobs(
      tx,
      DELIVER_JOB,
      jobs
        .filter((candidate) => candidate.immediate)
        .map((job) => ({
          key: deliveryJobKey(job.searchId, job.channel),
          runAt,
          payload: { savedSearchId: job.searchId, channel: job.channel },
        })),
    )
    // A job already waiting for an entry takes these changes too: one notice per burst.
    const followRunAt = new Date(Date.now() + options.followCoalesceMs)
    await enqueueJobs(
      tx,
      FOLLOW_JOB,
      followed.map((eventId) => ({
        key: followJobKey(eventId),
        runAt: followRunAt,
        payload: { eventId },
      })),
    )
    await tx
      .update(alertCursor)
      .set({ version: reached })
      .where(and(eq(alertCursor.id, 1), eq(alertCursor.version, since)))
  })
  return more
}

/** Matches until the cursor has caught up with event_changes. */
export async function matchChanges(database: DatabaseHandle, options: MatchOptions) {
  while (await matchRound(database, options)) {
    // next round
  }
}
