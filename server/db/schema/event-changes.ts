import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export type EventChangeKind = 'created' | 'changed' | 'cancelled' | 'deleted'

/**
 * Every row changed in events, written by a trigger (migration 0017) under the agenda data version
 * its statement raised: the live agenda (docs/architecture.md "Live agenda") reads what changed
 * since the version a client last saw.
 */
export const eventChanges = pgTable(
  'event_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    change: text('change').$type<EventChangeKind>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_changes_version_idx').on(table.version)],
)
