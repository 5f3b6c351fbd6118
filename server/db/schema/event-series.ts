import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { SeriesFrequency } from '../../../domain/event-series'

/**
 * A series the desk created (issue 38, docs/architecture.md "Series"): its rule, which calendars
 * get as RRULE and EXDATE; each occurrence is a row of `events` naming it.
 */
export const eventSeries = pgTable('event_series', {
  id: text('id').primaryKey(),
  frequency: text('frequency').$type<SeriesFrequency>().notNull(),
  /** The last day an occurrence may start on, in Berlin. */
  until: date('until', { mode: 'string' }).notNull(),
  /** The rule's days left out, 'YYYY-MM-DD'. */
  except: text('except').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
