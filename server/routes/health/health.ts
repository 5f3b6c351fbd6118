import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../db/database'

/** Liveness and readiness for load balancers: answers 200 only while the database answers. */
export default async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await options.database.query('SELECT 1')
      return { status: 'ok', database: options.database.kind }
    } catch (error) {
      app.log.error({ err: error }, 'health check failed')
      return reply.status(503).send({ code: 'UNHEALTHY', message: 'Datenbank nicht erreichbar.' })
    }
  })
}
