import type { FastifyInstance, FastifyReply } from 'fastify'
import type { DatabaseHandle } from '../../db/database'

/**
 * For load balancers and orchestrators: liveness (`/livez`, the process answers; restart it when
 * not) apart from readiness (`/readyz`, and `/healthz` as before: the database answers and the
 * server is not shutting down; send it no traffic when not).
 */
export default async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  app.get('/livez', async () => ({ status: 'ok' }))

  const readiness = async (_request: unknown, reply: FastifyReply) => {
    if (closing)
      return reply
        .status(503)
        .send({ code: 'SHUTTING_DOWN', message: 'Der Server fährt herunter.' })
    try {
      await options.database.query('SELECT 1')
      return { status: 'ok', database: options.database.kind }
    } catch (error) {
      app.log.error({ err: error }, 'health check failed')
      return reply.status(503).send({ code: 'UNHEALTHY', message: 'Datenbank nicht erreichbar.' })
    }
  }
  app.get('/readyz', readiness)
  app.get('/healthz', readiness)
}
