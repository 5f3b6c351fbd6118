// Authorizes a collaboration socket at `connection_init`, with the same ticket check and access
// rules as every HTTP request. The ticket comes in the init payload (`{ authorization: 'Bearer
// …' }`, what the app sends) or in the upgrade request's Authorization header. A refusal closes
// the socket with 4401 (no, bad, expired or signed-out ticket) or 4403 (restricted account).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../plugins/api-errors'
import type { Database } from '../../db/database'
import type { Viewer } from '../graphql-context'
import { readViewer } from '../viewer'
import {
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHORIZED,
  closeSocket,
  OPEN,
  type SocketSessions,
  type WatchedSocket,
} from './socket-sessions'

/** The payload of `connection_init`, as graphql-ws clients send it. */
export type ConnectionInitPayload =
  { authorization?: unknown; headers?: { authorization?: unknown } | null } | null | undefined

function payloadAuthorization(payload: ConnectionInitPayload): string | undefined {
  const value = payload?.authorization ?? payload?.headers?.authorization
  return typeof value === 'string' ? value : undefined
}

export function socketAuthorizer(app: FastifyInstance, sessions: SocketSessions, db: Database) {
  /** The socket's viewer, or undefined once the socket is closed with the refusal's code. */
  return async function authorize(
    socket: WatchedSocket,
    request: FastifyRequest,
    payload: ConnectionInitPayload,
  ): Promise<Viewer | undefined> {
    const authorization = payloadAuthorization(payload)
    if (authorization) request.headers.authorization = authorization
    try {
      await app.requireTicket(request)
      await app.requireAgendaAccess(request)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      closeSocket(socket, error.statusCode === 403 ? CLOSE_FORBIDDEN : CLOSE_UNAUTHORIZED)
      return undefined
    }
    const { sub, sid, exp } = request.ticket
    const viewer = await readViewer(db, sub)
    // Closed while it was being authorized: nothing to watch.
    if (socket.readyState !== OPEN) return undefined
    sessions.add(socket, { userId: sub, sessionId: sid, expiresAt: exp ?? 0 })
    return viewer
  }
}

export type SocketAuthorizer = ReturnType<typeof socketAuthorizer>
