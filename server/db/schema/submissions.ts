import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { EventSubmission } from '../../../domain/event-submission'
import type { HISTORY_ACTIONS } from '../../../domain/planning-api'
import type { SubmissionState } from '../../../domain/submissions-api'
import { events } from './events'
import { users } from './users'

/** Numbers the references shown to submitters („AG-2026-000123“), across all instances. */
export const submissionReferenceSequence = pgSequence('submission_reference_seq')

/**
 * An event submitted for the planning desk's review (issue 17, docs/architecture.md#submissions).
 * The whole submission is kept as sent; the columns the duplicate check searches are copied out.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    submitterId: text('submitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<SubmissionState>().notNull().default('neu'),
    fields: jsonb('fields').$type<EventSubmission>().notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isWholeDay: boolean('is_whole_day').notNull(),
    venue: text('venue'),
    /** The access link and the links, for the same-link check. */
    urls: text('urls').array().notNull().default([]),
    /** Raised by every edit and decision: the desk's optimistic lock (migration 0016). */
    version: integer('version').notNull().default(1),
    /** The event it became (angenommen) or duplicates (dublette). */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /**
     * The best score of its likely duplicates when last checked (sending, an edit, the desk
     * opening it), for the queue: one check per row would make a long queue slow.
     */
    duplicateScore: real('duplicate_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('submissions_submitter_idx').on(table.submitterId, table.createdAt),
    index('submissions_starts_at_idx').on(table.startsAt),
    index('submissions_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('submissions_urls_idx').using('gin', table.urls),
    index('submissions_state_idx').on(table.state, table.createdAt),
  ],
)

/** Every edit and decision on a submission after it was sent: who, when, what (migration 0016). */
export const submissionHistory = pgTable(
  'submission_history',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, kept when the account is gone. */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<(typeof HISTORY_ACTIONS)[number]>().notNull(),
    changedFields: text('changed_fields').array().notNull().default([]),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_history_submission_idx').on(table.submissionId, table.at)],
)

export type SubmissionRow = typeof submissions.$inferSelect
export type SubmissionHistoryRow = typeof submissionHistory.$inferSelect
