// The collaboration service (docs/architecture.md "Collaboration"): mercurius at /graphql, POST
// with the ticket as bearer, and subscriptions on the same path over WebSocket
// (graphql-transport-ws). Registered encapsulated, so its error handling stays its own.
import { readFile } from 'node:fs/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import mercurius, { type CustomPubSub, type IResolvers } from 'mercurius'
import { GraphQLError, parse, specifiedRules, validate } from 'graphql'
import { SESSION_REVOKED_CHANNEL } from '../auth/ticket-sessions'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { ApiError } from '../plugins/api-errors'
import { COLLABORATION_LIMITS } from './collaboration-limits'
import { favouriteMutations, favouriteQueries } from './favourites/favourite-resolvers'
import { folderMutations } from './folders/folder-mutations'
import { folderQueries } from './folders/folder-queries'
import { memberMutations } from './folders/member-mutations'
import { formatErrors, refusalBody } from './format-errors'
import type { Resolvers } from './generated/resolver-types'
import type { Viewer } from './graphql-context'
import { DatabasePubSub } from './subscriptions/database-pubsub'
import { socketAuthorizer } from './subscriptions/socket-auth'
import { createSocketSessions } from './subscriptions/socket-sessions'
import { subscriptionResolvers } from './subscriptions/subscription-resolvers'
import { documentTooLarge, DOCUMENT_TOO_LARGE_MESSAGE, fieldCountRule } from './validation-rules'
import { readViewer } from './viewer'

const schemaFile = new URL('./schema.graphql', import.meta.url)

const resolvers: Resolvers = {
  Query: { ...folderQueries, ...favouriteQueries },
  Mutation: { ...folderMutations, ...memberMutations, ...favouriteMutations },
  Subscription: subscriptionResolvers,
}

declare module 'fastify' {
  interface FastifyRequest {
    collaborationViewer: Viewer | null
    /** Set by @fastify/websocket on an upgrade request. */
    ws?: boolean
  }
}

function syntaxErrorOf(query: string): string | undefined {
  try {
    parse(query)
    return undefined
  } catch (error) {
    if (error instanceof GraphQLError) return error.message
    throw error
  }
}

function queryOf(request: FastifyRequest): unknown {
  const body = request.body as { query?: unknown } | null | undefined
  return request.method === 'POST' ? body?.query : (request.query as { query?: unknown }).query
}

export default async function collaborationService(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { db } = options.database
  const services = { db, previewHost: options.config.previewHost }
  const pubsub = new DatabasePubSub(options.database)
  await pubsub.start()
  const sessions = createSocketSessions(options.database, options.config.SOCKET_RECHECK_SECONDS)
  const stopHearingSignOuts = await options.database.listen(SESSION_REVOKED_CHANNEL, (sessionId) =>
    sessions.closeSession(sessionId),
  )
  app.addHook('onClose', async () => {
    sessions.stop()
    await stopHearingSignOuts()
    await pubsub.close()
  })

  app.decorateRequest('collaborationViewer', null)

  // The socket's upgrade request is authorized at connection_init instead (socket-auth.ts).
  async function authorizeRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.ws) return undefined
    const query = queryOf(request)
    if (typeof query !== 'string' || query.trim() === '') {
      return reply
        .code(400)
        .send(refusalBody(400, 'QUERY_MISSING', 'Die Anfrage enthält keine GraphQL-Abfrage.'))
    }
    if (documentTooLarge(query)) {
      return reply
        .code(400)
        .send(refusalBody(400, 'DOCUMENT_TOO_LARGE', DOCUMENT_TOO_LARGE_MESSAGE))
    }
    // A text that is no GraphQL document is refused here: mercurius fails on some of them (a
    // bare number) with a TypeError instead of a syntax error.
    const syntaxError = syntaxErrorOf(query)
    if (syntaxError) {
      return reply.code(400).send({
        data: null,
        errors: [{ message: syntaxError, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
      })
    }
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

  await app.register(mercurius, {
    schema: await readFile(schemaFile, 'utf8'),
    resolvers: resolvers as IResolvers,
    path: '/graphql',
    graphiql: false,
    ide: false,
    allowBatchedQueries: false,
    queryDepth: COLLABORATION_LIMITS.queryDepth,
    validationRules: [fieldCountRule],
    errorFormatter: formatErrors,
    additionalRouteOptions: { preHandler: authorizeRequest },
    context: (request) => ({ viewer: request.collaborationViewer, ...services }),
    subscription: {
      pubsub: pubsub as unknown as CustomPubSub,
      onConnect: socketAuthorizer(app, sessions, services) as never,
      // Answers the client's pings and keeps proxies from cutting idle sockets.
      keepAlive: 30_000,
    },
  })

  // graphql-js does not validate subscription documents; apply the same limits and rules here.
  app.graphql.addHook('preSubscriptionParsing', async (_schema, source) => {
    if (documentTooLarge(source))
      throw new GraphQLError(DOCUMENT_TOO_LARGE_MESSAGE, {
        extensions: { code: 'DOCUMENT_TOO_LARGE' },
      })
  })
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const [first] = validate(schema, document, [...specifiedRules, fieldCountRule])
    if (first) throw first
  })
}
