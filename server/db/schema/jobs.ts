import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The durable job queue (docs/architecture.md "Alerts and jobs"): a worker claims a due row with
 * FOR UPDATE SKIP LOCKED and holds it for a lease; a row whose lease ran out is due again. A job
 * with a `key` exists once while pending: enqueueing it again while it runs asks for one more run
 * (`rerun_at`), so nothing enqueued meanwhile is lost.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    rerunAt: timestamp('rerun_at', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due_idx').on(table.runAt)],
)

export type JobRow = typeof jobs.$inferSelect
