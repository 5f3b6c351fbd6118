// The sessions behind tickets (table ticket_sessions): created at sign-in, extended by every
// renewal, revoked at sign-out. Checked on every request, so all instances agree at once.
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import { ticketSessions } from '../db/schema/index'

/**
 * Told the id of every session signed out, on every instance (PostgreSQL NOTIFY, PGlite's notify in
 * the embedded default), so open collaboration sockets of that session close at once.
 */
export const SESSION_REVOKED_CHANNEL = 'agenda_session_revoked'

export function ticketSessionStore(db: Database) {
  return {
    /** A new session; expired ones are pruned on the way, so the table stays small. */
    async open(userId: string, expiresAt: Date): Promise<string> {
      const id = randomUUID()
      await db.delete(ticketSessions).where(lt(ticketSessions.expiresAt, new Date()))
      await db.insert(ticketSessions).values({ id, userId, expiresAt })
      return id
    },

    /** Extends the user's session to the new ticket's expiry; false if it is gone or revoked. */
    async extend(id: string, userId: string, expiresAt: Date): Promise<boolean> {
      const extended = await db
        .update(ticketSessions)
        .set({ expiresAt })
        .where(
          and(
            eq(ticketSessions.id, id),
            eq(ticketSessions.userId, userId),
            isNull(ticketSessions.revokedAt),
          ),
        )
        .returning({ id: ticketSessions.id })
      return extended.length === 1
    },

    /** True while the session exists and was not revoked (pruned sessions had expired anyway). */
    async isActive(id: string): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: ticketSessions.revokedAt })
        .from(ticketSessions)
        .where(eq(ticketSessions.id, id))
      return row !== undefined && row.revokedAt === null
    },

    async revoke(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(ticketSessions)
          .set({ revokedAt: new Date() })
          .where(eq(ticketSessions.id, id))
        await tx.execute(sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${id})`)
      })
    },
  }
}
