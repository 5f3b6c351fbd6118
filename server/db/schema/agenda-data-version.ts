import { bigint, integer, pgTable } from 'drizzle-orm/pg-core'

/**
 * One row counting changes to the agenda's data (events, news items), raised by triggers
 * (migration 0007). Whatever is derived from the data, e.g. cached search answers, is keyed by it.
 */
export const agendaDataVersion = pgTable('agenda_data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
