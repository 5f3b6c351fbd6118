// Authorizes a collaboration socket at `connection_init`, with the same ticket check and access
// rules as every HTTP request. The ticket comes in the init payload (`{ authorization: 'Bearer
// …' }`, what the app sends) or in the upgrade request's Authorization header. A refusal closes
// the socket with 4401 (no, bad, expired or signed-out ticket) or 4403 (restricted account).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../plugins/api-errors'
import type { Database } from '../../db/database'
import { readViewer } from '../viewer'
import {
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHORIZED,
  closeSocket,
  type SocketSessions,
  type WatchedSocket,
} from './socket-sessions'

/** What mercurius' SubscriptionConnection is while it calls `onConnect` (it is `this`). */
interface ConnectingSocket {
  socket: WatchedSocket
  context: { request: FastifyRequest }
}

interface ConnectionInit {
  payload?: { authorization?: unknown; headers?: { authorization?: unknown } } | null
}

function payloadAuthorization(data: ConnectionInit): string | undefined {
  const value = data.payload?.authorization ?? data.payload?.headers?.authorization
  return typeof value === 'string' ? value : undefined
}

export function socketAuthorizer(
  app: FastifyInstance,
  sessions: SocketSessions,
  resolverServices: { db: Database; previewHost: string },
) {
  return async function onConnect(this: ConnectingSocket, data: ConnectionInit) {
    const { socket } = this
    const { request } = this.context
    const authorization = payloadAuthorization(data)
    if (authorization) request.headers.authorization = authorization
    try {
      await app.requireTicket(request)
      await app.requireAgendaAccess(request)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      closeSocket(socket, error.statusCode === 403 ? CLOSE_FORBIDDEN : CLOSE_UNAUTHORIZED)
      return false
    }
    const { sub, sid, exp } = request.ticket
    const viewer = await readViewer(resolverServices.db, sub)
    sessions.add(socket, { userId: sub, sessionId: sid, expiresAt: exp ?? 0 })
    return { viewer, ...resolverServices }
  }
}
