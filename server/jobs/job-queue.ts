// The durable job queue (docs/architecture.md "Alerts and jobs"): rows in `jobs`, claimed with
// FOR UPDATE SKIP LOCKED so instances never take the same row, held for a lease so a job of a
// crashed worker is taken again once its lease ran out, retried with exponential back-off. Works
// on PGlite and PostgreSQL alike: plain SQL, no extension.
// Why not a library: graphile-worker needs a node-postgres pool and a LISTEN connection, which
// PGlite has not; pg-boss runs on PGlite only through a hand-made client that writes the values
// into the SQL text (its issue #563), and keeps its own schema and connection, so a job could not
// be enqueued in the caller's drizzle transaction — the one guarantee the alerts rely on.
import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../db/database'
import { jobs, type JobRow } from '../db/schema/index'

/** Where workers are woken when a job is enqueued (a short poll catches what the NOTIFY misses). */
export const JOBS_CHANNEL = 'agenda_jobs'

export interface EnqueueOptions {
  /** One pending job per key; enqueueing it again while it runs asks for one more run. */
  key?: string
  /** Not before this instant (default now). */
  runAt?: Date
  payload?: Record<string, unknown>
}

/** Enqueues in the caller's transaction: the job exists exactly when the caller's work does. */
export async function enqueueJob(tx: Database, kind: string, options: EnqueueOptions = {}) {
  await enqueueJobs(tx, kind, [options])
}

/** Several jobs of one kind in one statement (the matcher enqueues thousands a round). */
export async function enqueueJobs(tx: Database, kind: string, list: EnqueueOptions[]) {
  const rows = list.map((options) => ({
    kind,
    key: options.key ?? null,
    payload: options.payload ?? {},
    runAt: options.runAt ?? new Date(),
  }))
  for (const keyed of [true, false]) {
    const part = rows.filter((row) => (row.key !== null) === keyed)
    for (let start = 0; start < part.length; start += 1000) {
      const insert = tx.insert(jobs).values(part.slice(start, start + 1000))
      await (keyed
        ? insert.onConflictDoUpdate({
            target: jobs.key,
            // The run_at this row would have had; a key appears once per statement.
            set: { rerunAt: sql`excluded.run_at` },
            // Only a running job needs telling: a waiting one will see the work when it runs.
            setWhere: sql`${jobs.lockedUntil} IS NOT NULL AND ${jobs.lockedUntil} > now()`,
          })
        : insert)
    }
  }
  if (rows.length) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${kind})`)
}

interface ClaimedRow {
  id: string
  kind: string
  key: string | null
  payload: Record<string, unknown>
  attempts: number
  max_attempts: number
  run_at?: Date
}

export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'key' | 'payload' | 'attempts'> & {
  maxAttempts: number
}

const toClaimed = (row: ClaimedRow): ClaimedJob => ({
  id: Number(row.id),
  kind: row.kind,
  key: row.key,
  payload: row.payload,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
})

/** Takes the next due job for `leaseSeconds`, or null; counts the attempt at once. */
export async function claimJob(
  database: DatabaseHandle,
  workerId: string,
  leaseSeconds: number,
): Promise<ClaimedJob | null> {
  const [row] = await database.query<ClaimedRow>(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $2::int), locked_by = $1,
       attempts = attempts + 1
     WHERE id = (
       SELECT id FROM jobs
       WHERE run_at <= now() AND failed_at IS NULL
         AND (locked_until IS NULL OR locked_until <= now())
       ORDER BY run_at, id LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, key, payload, attempts, max_attempts`,
    [workerId, leaseSeconds],
  )
  return row ? toClaimed(row) : null
}

/**
 * Up to `limit` more due jobs of one kind, earliest first, claimed like claimJob: the rest of a
 * batch whose first job claimJob took (a batch handler works them together).
 */
export async function claimJobsOfKind(
  database: DatabaseHandle,
  workerId: string,
  leaseSeconds: number,
  kind: string,
  limit: number,
): Promise<ClaimedJob[]> {
  if (limit <= 0) return []
  const rows = await database.query<ClaimedRow>(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $2::int), locked_by = $1,
       attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM jobs
       WHERE kind = $3 AND run_at <= now() AND failed_at IS NULL
         AND (locked_until IS NULL OR locked_until <= now())
       ORDER BY run_at, id LIMIT $4
       FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, key, payload, attempts, max_attempts, run_at`,
    [workerId, leaseSeconds, kind, limit],
  )
  // RETURNING keeps no order: the batch in the order the jobs were due.
  const due = (row: ClaimedRow) => new Date(row.run_at ?? 0).getTime()
  return rows.sort((a, b) => due(a) - due(b) || Number(a.id) - Number(b.id)).map(toClaimed)
}

/**
 * Done: gone, unless asked to run again meanwhile (then due at that instant); a batch's jobs in
 * one statement pair.
 */
export async function completeJobs(database: DatabaseHandle, list: ClaimedJob[], workerId: string) {
  if (!list.length) return
  // The ids as one array literal: the same single parameter on both drivers.
  const ids = `{${list.map((job) => job.id).join(',')}}`
  // Two statements, the delete first. In one statement both parts would judge `rerun_at` by the
  // same snapshot: a rerun asked for meanwhile (the events trigger asks for the matcher several
  // times a second) would make the delete skip the row, the update not see it, and leave the job
  // locked until its lease ran out. Deleted first, a rerun asked for before the delete keeps the
  // row (PostgreSQL checks the newest row version) and the update then sees it; one asked for
  // after it inserts the job anew.
  await database.query(
    `DELETE FROM jobs WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND rerun_at IS NULL`,
    [ids, workerId],
  )
  await database.query(
    `UPDATE jobs SET run_at = rerun_at, rerun_at = NULL, locked_until = NULL, locked_by = NULL,
       attempts = 0, last_error = NULL
     WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND rerun_at IS NOT NULL`,
    [ids, workerId],
  )
}

/** Seconds before the next try: 2, 4, 8 … up to an hour. */
export const backOffSeconds = (attempts: number) => Math.min(2 ** attempts, 3600)

/** Failed: due again after the back-off, or kept as failed once out of attempts. */
export async function failJob(
  database: DatabaseHandle,
  job: ClaimedJob,
  workerId: string,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error)
  const outOfAttempts = job.attempts >= job.maxAttempts
  await database.query(
    `UPDATE jobs SET locked_until = NULL, locked_by = NULL, last_error = $3,
       run_at = now() + make_interval(secs => $4::int),
       failed_at = CASE WHEN $5::boolean THEN now() END
     WHERE id = $1 AND locked_by = $2`,
    [job.id, workerId, message.slice(0, 2000), backOffSeconds(job.attempts), outOfAttempts],
  )
}

/** Milliseconds until the next waiting job is due, or null when none waits for a later time. */
export async function msUntilNextDue(database: DatabaseHandle): Promise<number | null> {
  const [row] = await database.query<{ ms: number | null }>(
    `SELECT ceil(extract(epoch FROM min(run_at) - now()) * 1000)::int AS ms FROM jobs
     WHERE run_at > now() AND failed_at IS NULL AND locked_until IS NULL`,
  )
  return row?.ms ?? null
}

/** Jobs waiting or running, not those given up on (/metrics: agenda_job_queue_depth). */
export async function queueDepth(database: DatabaseHandle): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM jobs WHERE failed_at IS NULL',
  )
  return row?.n ?? 0
}
