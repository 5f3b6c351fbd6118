import { boolean, index, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { EventSubmission } from '../../../domain/event-submission'
import type { SubmissionState } from '../../../domain/submissions-api'
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('submissions_submitter_idx').on(table.submitterId, table.createdAt),
    index('submissions_starts_at_idx').on(table.startsAt),
    index('submissions_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('submissions_urls_idx').using('gin', table.urls),
  ],
)

export type SubmissionRow = typeof submissions.$inferSelect
