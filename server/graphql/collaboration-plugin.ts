// The collaboration service (docs/architecture.md "Collaboration"): mercurius at /graphql, POST
// with the ticket as bearer, and subscriptions on the same path over WebSocket
// (graphql-transport-ws, subscriptions/collaboration-socket.ts). Registered encapsulated, so its
// error handling stays its own.
import { readFile } from 'node:fs/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import mercurius, { type IResolvers } from 'mercurius'
import { SESSION_REVOKED_CHANNEL } from '../auth/ticket-sessions'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { ApiError } from '../plugins/api-errors'
import { COLLABORATION_LIMITS } from './collaboration-limits'
import { coverageMutations } from './coverage/coverage-mutations'
import { coverageQueries } from './coverage/coverage-queries'
import { favouriteMutations, favouriteQueries } from './favourites/favourite-resolvers'
import { folderMutations } from './folders/folder-mutations'
import { followMutations, followQueries } from './follows/follow-resolvers'
import { folderQueries } from './folders/folder-queries'
import { memberMutations } from './folders/member-mutations'
import { formatErrors, refusalBody } from './format-errors'
import { httpDocumentRefusal, type HttpOperation } from './http-document-checks'
import { notificationMutations, notificationQueries } from './notifications/notification-resolvers'
import type { Resolvers } from './generated/resolver-types'
import type { Viewer } from './graphql-context'
import { collaborationSockets } from './subscriptions/collaboration-socket'
import { socketAuthorizer } from './subscriptions/socket-auth'
import { createSocketSessions } from './subscriptions/socket-sessions'
import { subscriptionDocuments } from './subscriptions/subscription-documents'
import { attachSubscriptions } from './subscriptions/subscription-resolvers'
import { fieldCountRule, noIntrospectionRule } from './validation-rules'
import { readViewer } from './viewer'

const schemaFile = new URL('./schema.graphql', import.meta.url)

const resolvers: Resolvers = {
  Query: {
    ...folderQueries,
    ...coverageQueries,
    ...favouriteQueries,
    ...followQueries,
    ...notificationQueries,
  },
  Mutation: {
    ...folderMutations,
    ...coverageMutations,
    ...memberMutations,
    ...favouriteMutations,
    ...followMutations,
    ...notificationMutations,
  },
}

declare module 'fastify' {
  interface FastifyRequest {
    collaborationViewer: Viewer | null
  }
}

/** The document and operation of a POST body or a GET query string. */
function operationOf(request: FastifyRequest): HttpOperation {
  const fields = (request.method === 'POST' ? request.body : request.query) as
    Partial<HttpOperation> | null | undefined
  return { query: fields?.query, operationName: fields?.operationName }
}

export default async function collaborationService(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { db } = options.database
  const notices = app.collaborationNotices
  const services = { db, previewHost: options.config.previewHost, notices }
  const sessions = createSocketSessions(options.database, options.config.SOCKET_RECHECK_SECONDS)
  // The schema is mercurius', read once a socket subscribes (mercurius is registered below).
  const schema = () => app.graphql.schema
  const sockets = collaborationSockets(
    {
      schema,
      documentOf: subscriptionDocuments(schema),
      authorize: socketAuthorizer(app, sessions, db),
      contextServices: services,
      log: app.log,
    },
    // Keeps proxies from cutting idle sockets.
    30_000,
  )
  app.telemetry.gauge('agenda_websockets_open', 'Open collaboration WebSockets', sockets.count)
  const stopHearingSignOuts = await options.database.listen(SESSION_REVOKED_CHANNEL, (sessionId) =>
    sessions.closeSession(sessionId),
  )
  app.addHook('onClose', async () => {
    sessions.stop()
    sockets.stop()
    await stopHearingSignOuts()
  })

  app.decorateRequest('collaborationViewer', null)

  // The socket's upgrade request is authorized at connection_init instead (socket-auth.ts).
  async function authorizeRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.ws) return undefined
    const refusal = httpDocumentRefusal(operationOf(request))
    if (refusal) return reply.code(400).send(refusal)
    try {
      await app.requireTicket(request)
      await app.requireAgendaAccess(request)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return reply
        .code(error.statusCode)
        .send(refusalBody(error.statusCode, error.code, error.message))
    }
    request.collaborationViewer = await readViewer(db, request.ticket.sub)
    return undefined
  }

  // The WebSocket upgrade of mercurius' GET /graphql is ours: mercurius' own socket handler
  // executes and serialises every event once per subscriber (collaboration-socket.ts). Without
  // per-message compression: it would cost each socket its own zlib state.
  app.addHook('onRoute', (route) => {
    if (route.url === '/graphql' && route.method === 'GET') {
      route.wsHandler = sockets.accept
    }
  })
  await app.register(websocket, {
    options: { maxPayload: COLLABORATION_LIMITS.socketMessageBytes, perMessageDeflate: false },
  })
  await app.register(mercurius, {
    schema: await readFile(schemaFile, 'utf8'),
    resolvers: resolvers as IResolvers,
    path: '/graphql',
    graphiql: false,
    ide: false,
    allowBatchedQueries: false,
    queryDepth: COLLABORATION_LIMITS.queryDepth,
    validationRules:
      options.config.NODE_ENV === 'production'
        ? [fieldCountRule, noIntrospectionRule]
        : [fieldCountRule],
    errorFormatter: formatErrors,
    additionalRouteOptions: { preHandler: authorizeRequest },
    context: (request) => ({ viewer: request.collaborationViewer, ...services }),
  })
  attachSubscriptions(app.graphql.schema)
}
