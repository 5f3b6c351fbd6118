// The filters API's X-Transaction-Id: the app sends a random one per call; we echo it
// (or make one up) and put it on every log line of the request, so a call can be traced end to end.
import type { FastifyInstance } from 'fastify'

export const TRANSACTION_ID_HEADER = 'x-transaction-id'

// Anything else (too long, odd characters) is replaced rather than written into logs and headers.
const SAFE_TRANSACTION_ID = /^[\w.:-]{1,128}$/

export function useTransactionIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const sent = request.headers[TRANSACTION_ID_HEADER]
    const transactionId =
      typeof sent === 'string' && SAFE_TRANSACTION_ID.test(sent) ? sent : crypto.randomUUID()
    request.log = request.log.child({ transactionId })
    reply.log = request.log
    reply.header(TRANSACTION_ID_HEADER, transactionId)
    request.log.info({ method: request.method, url: request.url }, 'filters request')
  })
}
