// Periodic work in the job queue (docs/architecture.md "Alerts and jobs"): one keyed row per task,
// so however many instances share the database, one of them runs it at a time. Each run books
// the next one before it ends (the key's `rerun_at`), so the row lives on from run to run.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { jobs } from '../db/schema/index'
import { enqueueJob } from './job-queue'

export interface PeriodicJob {
  kind: string
  /** The row's key: one pending run per task across all instances. */
  key: string
}

/**
 * Makes sure the task has its row, first due at `firstRunAt`; an existing row keeps its time. A row
 * given up on after its attempts is revived, so a restart heals a task that kept failing.
 */
export async function ensurePeriodicJob(db: Database, task: PeriodicJob, firstRunAt: Date) {
  await db
    .insert(jobs)
    .values({ kind: task.kind, key: task.key, runAt: firstRunAt })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { runAt: firstRunAt, failedAt: null, attempts: 0, lastError: null },
      setWhere: sql`${jobs.failedAt} IS NOT NULL`,
    })
}

/** Called from the running job's handler: its row becomes due again at `runAt` once it is done. */
export async function bookNextRun(db: Database, task: PeriodicJob, runAt: Date) {
  await enqueueJob(db, task.kind, { key: task.key, runAt })
}
