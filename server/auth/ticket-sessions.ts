// The sessions behind tickets (table ticket_sessions): created at sign-in, extended by every
// renewal, revoked at sign-out. Checked on every request, so all instances agree at once.
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { AccessFacts } from '../../domain/agenda-access'
import type { DatabaseHandle } from '../db/database'
import { ticketSessions } from '../db/schema/index'

/**
 * Told the id of every session signed out, on every instance (PostgreSQL NOTIFY, PGlite's notify in
 * the embedded default), so open collaboration sockets of that session close at once.
 */
export const SESSION_REVOKED_CHANNEL = 'agenda_session_revoked'

/** What the guards judge of the ticket's account, as the database holds it now. */
export interface AccountFacts extends AccessFacts {
  isPlanner: boolean
}

/** A request's ticket session and its account, read together (`SessionCheck`). */
export interface SessionCheck {
  /** The session exists and was not revoked (pruned sessions had expired anyway). */
  active: boolean
  /** Undefined when the account is gone. */
  account: AccountFacts | undefined
}

interface SessionCheckRow {
  active: boolean
  access_status: AccessFacts['accessStatus'] | null
  agenda_plus: boolean | null
  terms_accepted: boolean | null
  is_planner: boolean | null
}

// One prepared statement per request for both reads: a round trip, a parse and the ORM's query
// building less than two reads (docs/scaling.md). No row: no such session.
const SESSION_CHECK = `SELECT s.revoked_at IS NULL AS active, u.access_status, u.agenda_plus,
  u.terms_accepted, u.is_planner
FROM ticket_sessions s LEFT JOIN users u ON u.id = $2
WHERE s.id = $1`

export function ticketSessionStore(database: DatabaseHandle) {
  const { db } = database
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

    /** The session `id` and the account `userId` (the ticket's subject). */
    async check(id: string, userId: string): Promise<SessionCheck> {
      const [row] = await database.queryPrepared<SessionCheckRow>(
        'ticket_session_check',
        SESSION_CHECK,
        [id, userId],
      )
      if (!row) return { active: false, account: undefined }
      return {
        active: row.active,
        account:
          row.access_status === null
            ? undefined
            : {
                accessStatus: row.access_status,
                agendaPlus: row.agenda_plus === true,
                termsAndConditions: row.terms_accepted === true,
                isPlanner: row.is_planner === true,
              },
      }
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
