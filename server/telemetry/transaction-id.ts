// X-Transaction-Id on every request (docs/architecture.md#telemetry): the app sends a random one
// per call; the server takes it as the request's id (Fastify puts that on every log line of the
// request, as `transactionId`) and echoes it, or makes one up, so a call can be traced end to end.
import type { FastifyInstance } from 'fastify'
import type { IncomingMessage } from 'node:http'

const TRANSACTION_ID_HEADER = 'x-transaction-id'
export const TRANSACTION_ID_LOG_LABEL = 'transactionId'

// Anything else (too long, odd characters) is replaced rather than written into logs and headers.
const SAFE_TRANSACTION_ID = /^[\w.:-]{1,128}$/

/** Fastify's `genReqId`: the caller's transaction id when it is safe, else a new one. */
export function transactionIdOf(request: IncomingMessage): string {
  const sent = request.headers[TRANSACTION_ID_HEADER]
  return typeof sent === 'string' && SAFE_TRANSACTION_ID.test(sent) ? sent : crypto.randomUUID()
}

export function echoTransactionIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRANSACTION_ID_HEADER, request.id)
  })
}
