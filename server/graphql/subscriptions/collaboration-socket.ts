// The collaboration service's WebSocket side (docs/architecture.md "Collaboration"): the
// graphql-transport-ws protocol on the upgrade of GET /graphql, in place of mercurius' own socket
// handler, which executes and serialises every event once per subscriber and keeps a stream,
// timers and copies of its context per socket. Here each subscription is its resolver's event
// stream (graphql-js `createSourceEventStream`, so arguments, errors and authorization are as
// graphql-js makes them); its events are executed and serialised once per notice for all
// subscribers who may see the same thing (shared-execution.ts) and sent as ready bytes.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  createSourceEventStream,
  execute,
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql'
import type { WebSocket } from 'ws'
import { formatErrorList } from '../format-errors'
import type { GraphqlContext } from '../graphql-context'
import type { ConnectionInitPayload, SocketAuthorizer } from './socket-auth'
import { CLOSE_UNAUTHORIZED, closeSocket, OPEN } from './socket-sessions'
import {
  ACK_MESSAGE,
  CLOSE_INVALID_MESSAGE,
  CLOSE_TOO_MANY_INITS,
  closeDuplicate,
  completeMessage,
  errorMessage,
  nextMessageHead,
  nextMessageTail,
  PING_MESSAGE,
  PONG_MESSAGE,
  readClientMessage,
  type ClientMessage,
} from './socket-messages'
import { sharedResult } from './shared-execution'
import type { subscriptionDocuments } from './subscription-documents'

/** A failure outside GraphQL, logged and answered as INTERNAL_SERVER_ERROR (format-errors.ts). */
const asGraphQLError = (error: unknown) =>
  new GraphQLError(error instanceof Error ? error.message : String(error), {
    originalError: error instanceof Error ? error : undefined,
  })

interface SocketSetup {
  schema: () => GraphQLSchema
  documentOf: ReturnType<typeof subscriptionDocuments>
  authorize: SocketAuthorizer
  /** What every socket's context shares: the database, the preview host, the notices. */
  contextServices: Omit<GraphqlContext, 'viewer'>
  log: FastifyBaseLogger
}

type Subscribe = Extract<ClientMessage, { type: 'subscribe' }>

/** A subscription being started: its id is taken, its stream not there yet. */
const STARTING = Symbol('starting')

class CollaborationSocket {
  private initialised = false
  private context: GraphqlContext | undefined
  private readonly subscriptions = new Map<string, AsyncIterator<unknown> | typeof STARTING>()

  constructor(
    private readonly socket: WebSocket,
    /** Until connection_init: the upgrade request carries the ticket's header, if any. */
    private request: FastifyRequest | undefined,
    private readonly setup: SocketSetup,
  ) {}

  get authorized(): boolean {
    return this.context !== undefined
  }

  send(data: string): void {
    if (this.socket.readyState === OPEN) this.socket.send(data)
  }

  /** One `next` message as two fragments: the shared head as it is, then this id's tail. */
  private sendNext(id: string, head: Buffer): void {
    if (this.socket.readyState !== OPEN) return
    // Both in one go: nothing else can be sent between the two fragments.
    this.socket.send(head, { binary: false, fin: false })
    this.socket.send(nextMessageTail(id), { fin: true })
  }

  receive(text: string): void {
    const message = readClientMessage(text)
    if (!message) return closeSocket(this.socket, CLOSE_INVALID_MESSAGE)
    switch (message.type) {
      case 'connection_init':
        return this.initialise(message.payload)
      case 'ping':
        return this.send(PONG_MESSAGE)
      case 'pong':
        return undefined
      case 'subscribe':
        return this.subscribe(message)
      case 'complete':
        return this.stop(message.id)
    }
  }

  closed(): void {
    for (const id of [...this.subscriptions.keys()]) this.stop(id)
    this.request = undefined
  }

  private initialise(payload: ConnectionInitPayload): void {
    if (this.initialised) return closeSocket(this.socket, CLOSE_TOO_MANY_INITS)
    this.initialised = true
    const request = this.request
    this.request = undefined
    if (!request) return undefined
    this.setup
      .authorize(this.socket, request, payload)
      .then((viewer) => {
        if (!viewer || this.socket.readyState !== OPEN) return
        this.context = { viewer, ...this.setup.contextServices }
        this.send(ACK_MESSAGE)
      })
      .catch((error: unknown) => {
        this.setup.log.error({ err: error }, 'collaboration socket authorization failed')
        this.socket.close(1011, 'Internal error')
      })
    return undefined
  }

  private subscribe(message: Subscribe): void {
    if (!this.context) return closeSocket(this.socket, CLOSE_UNAUTHORIZED)
    if (this.subscriptions.has(message.id))
      return closeSocket(this.socket, closeDuplicate(message.id))
    this.subscriptions.set(message.id, STARTING)
    this.run(message, this.context).catch((error: unknown) => {
      this.fail(message.id, [asGraphQLError(error)])
    })
  }

  private async run({ id, payload }: Subscribe, context: GraphqlContext): Promise<void> {
    const { query, operationName, variables } = payload
    const checked = this.setup.documentOf(query, operationName ?? undefined)
    if (Array.isArray(checked)) return this.fail(id, checked)
    const { document, key } = checked as Exclude<typeof checked, readonly GraphQLError[]>
    const args = {
      schema: this.setup.schema(),
      document,
      contextValue: context,
      variableValues: variables ?? undefined,
      operationName: operationName ?? undefined,
    }
    const stream = await createSourceEventStream(args)
    if (!(Symbol.asyncIterator in stream)) return this.fail(id, stream.errors ?? [])
    const events = stream[Symbol.asyncIterator]()
    // Completed by the client, or the socket closed, while the stream was being made.
    if (this.subscriptions.get(id) !== STARTING) {
      await events.return?.()
      return undefined
    }
    this.subscriptions.set(id, events)
    const selection = `${key}\n${JSON.stringify(variables ?? {})}`
    try {
      for (let event = await events.next(); !event.done; event = await events.next()) {
        const rootValue = event.value as object
        const head = await sharedResult(rootValue, selection, async () =>
          nextMessageHead(this.response(await execute({ ...args, rootValue }))),
        )
        if (this.subscriptions.get(id) === events) this.sendNext(id, head)
      }
    } catch (error) {
      // The resolver refused (a folder the subscriber may not see) or failed (the database).
      const failure = error instanceof GraphQLError ? error : asGraphQLError(error)
      return this.fail(id, [failure])
    }
    // The resolver ended the subscription (a folder its subscriber lost): the client is told.
    if (this.subscriptions.get(id) === events) {
      this.subscriptions.delete(id)
      this.send(completeMessage(id))
    }
    return undefined
  }

  /** A result with errors leaves as the HTTP route's would (format-errors.ts). */
  private response(result: ExecutionResult): ExecutionResult | object {
    if (!result.errors?.length) return result
    const errors = formatErrorList(result.errors, this.setup.log).map((each) => each.error)
    return { data: result.data ?? null, errors }
  }

  private fail(id: string, errors: readonly GraphQLError[]): void {
    if (!this.subscriptions.has(id)) return
    this.subscriptions.delete(id)
    const formatted = formatErrorList(errors, this.setup.log).map((each) => each.error)
    this.send(errorMessage(id, formatted))
  }

  private stop(id: string): void {
    const events = this.subscriptions.get(id)
    this.subscriptions.delete(id)
    if (events && events !== STARTING) {
      events.return?.()?.catch((error: unknown) => {
        this.setup.log.error({ err: error }, 'collaboration subscription did not stop cleanly')
      })
    }
  }
}

/**
 * The socket handler for @fastify/websocket, and one keep-alive for all sockets: every
 * `keepAliveMs` each authorized socket gets a protocol ping (the client answers with a pong),
 * so proxies do not cut idle sockets; one timer for all, not one per socket.
 */
export function collaborationSockets(setup: SocketSetup, keepAliveMs: number) {
  const open = new Set<CollaborationSocket>()
  const keepAlive = setInterval(() => {
    for (const socket of open) if (socket.authorized) socket.send(PING_MESSAGE)
  }, keepAliveMs)
  keepAlive.unref()

  return {
    accept(socket: WebSocket, request: FastifyRequest): void {
      if (socket.protocol !== 'graphql-transport-ws') {
        socket.close(1002, 'Unsupported subprotocol')
        return
      }
      const connection = new CollaborationSocket(socket, request, setup)
      open.add(connection)
      socket.on('message', (data: Buffer | Buffer[] | ArrayBuffer) => {
        connection.receive(Buffer.isBuffer(data) ? data.toString() : String(data))
      })
      socket.once('close', () => {
        open.delete(connection)
        connection.closed()
      })
    },
    /** Sockets open now, signed in or not yet (/metrics). */
    count: () => open.size,
    stop: () => clearInterval(keepAlive),
  }
}
