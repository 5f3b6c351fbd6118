// Keeps every open collaboration socket to the ticket it was opened with. Close codes
// (docs/architecture.md#collaboration): 4401 when that ticket expires or its session is signed
// out (the client signs in again, or renews and reconnects); 4403 when the account loses the
// agenda (inactive, no Agenda Plus, terms withdrawn). Expiry is a timer per socket; a sign-out
// closes its session's sockets at once on every instance (SESSION_REVOKED_CHANNEL); account changes,
// and a sign-out notice missed while an instance's LISTEN reconnected, are found by one query over
// all open sockets every SOCKET_RECHECK_SECONDS, whichever instance the change went through.
import { accessVerdict } from '../../../domain/agenda-access'
import type { DatabaseHandle } from '../../db/database'

/** The part of a `ws` socket this module uses. */
export interface WatchedSocket {
  readyState: number
  close(code: number, reason: string): void
  once(event: 'close', listener: () => void): unknown
}

// WebSocket ready states (RFC 6455 API): a socket closing or closed needs no close.
const CONNECTING = 0
export const OPEN = 1

export const CLOSE_UNAUTHORIZED = { code: 4401, reason: 'Unauthorized' } as const
export const CLOSE_FORBIDDEN = { code: 4403, reason: 'Forbidden' } as const

export interface SocketTicket {
  userId: string
  sessionId: string
  /** Seconds since the epoch, as the ticket's `exp`. */
  expiresAt: number
}

interface SessionRow {
  sid: string
  revoked: boolean
  access_status: 'active' | 'inactive'
  agenda_plus: boolean
  terms_accepted: boolean
}

// setTimeout holds at most 2^31-1 ms (24.8 days); a longer ticket is re-armed by the sweep.
const MAX_TIMER_MS = 2 ** 31 - 1

export function closeSocket(socket: WatchedSocket, close: { code: number; reason: string }) {
  if (socket.readyState === OPEN || socket.readyState === CONNECTING) {
    socket.close(close.code, close.reason)
  }
}

export function createSocketSessions(database: DatabaseHandle, recheckSeconds: number) {
  const open = new Map<WatchedSocket, SocketTicket>()

  async function recheck(): Promise<void> {
    if (open.size === 0) return
    const sessionIds = [...new Set([...open.values()].map((ticket) => ticket.sessionId))]
    const rows = await database.query<SessionRow>(
      `SELECT s.id AS sid, s.revoked_at IS NOT NULL AS revoked, u.access_status, u.agenda_plus,
              u.terms_accepted
         FROM ticket_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ANY($1::text[])`,
      [sessionIds],
    )
    const bySession = new Map(rows.map((row) => [row.sid, row]))
    for (const [socket, ticket] of open) {
      const row = bySession.get(ticket.sessionId)
      if (!row || row.revoked || ticket.expiresAt * 1000 <= Date.now()) {
        closeSocket(socket, CLOSE_UNAUTHORIZED)
      } else if (
        accessVerdict({
          accessStatus: row.access_status,
          agendaPlus: row.agenda_plus,
          termsAndConditions: row.terms_accepted,
        }) !== 'ok'
      ) {
        closeSocket(socket, CLOSE_FORBIDDEN)
      }
    }
  }

  const sweep = setInterval(() => {
    recheck().catch((error: Error) => console.warn(`socket recheck failed: ${error.message}`))
  }, recheckSeconds * 1000)
  sweep.unref()

  return {
    /** Watches a socket from its connection_init until it closes. */
    add(socket: WatchedSocket, ticket: SocketTicket): void {
      open.set(socket, ticket)
      const untilExpiry = Math.min(ticket.expiresAt * 1000 - Date.now(), MAX_TIMER_MS)
      const expiry = setTimeout(() => closeSocket(socket, CLOSE_UNAUTHORIZED), untilExpiry)
      expiry.unref()
      socket.once('close', () => {
        clearTimeout(expiry)
        open.delete(socket)
      })
    },
    /** Closes the sockets of a session signed out, on whichever instance. */
    closeSession(sessionId: string): void {
      for (const [socket, ticket] of open) {
        if (ticket.sessionId === sessionId) closeSocket(socket, CLOSE_UNAUTHORIZED)
      }
    },
    recheck,
    stop: () => clearInterval(sweep),
  }
}

export type SocketSessions = ReturnType<typeof createSocketSessions>
