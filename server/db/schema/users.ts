import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** An Agenda account: the profile behind every ticket. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The provider's subject; for the embedded provider the same as id. */
  subject: text('subject').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /**
   * Colleagues are users of the same organisation: only they share folders. An account of a
   * provider without organisations is alone in its own (`own:<id>`).
   */
  organisation: text('organisation').notNull(),
  /** scrypt hash, only for accounts of the embedded provider. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  accessStatus: text('access_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  agendaPlus: boolean('agenda_plus').notNull().default(true),
  sector: text('sector').array().notNull().default([]),
  termsAccepted: boolean('terms_accepted').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  isZenMode: boolean('is_zen_mode'),
  /** The view the agenda opens with (Settings › Darstellung); null: Standard. */
  defaultView: text('default_view', { enum: ['standard', 'list', 'preview', 'monthly'] }),
  /** The user closed the zen prompt; it is not shown again on any device. */
  zenPromptDismissed: boolean('zen_prompt_dismissed').notNull().default(false),
  /** May use the planning desk (issue 17): checked in the database on every desk call. */
  isPlanner: boolean('is_planner').notNull().default(false),
})

export type User = typeof users.$inferSelect
