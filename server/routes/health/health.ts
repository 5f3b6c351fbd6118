import type { FastifyInstance, FastifyReply } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import { DEFAULT_PROBE_TIMINGS, startDatabaseProbe, type ProbeTimings } from './database-probe'

/**
 * For load balancers and orchestrators: liveness (`/livez`, the process answers; restart it when
 * not) apart from readiness (`/readyz`, and `/healthz` as before: the database answers and the
 * server is not shutting down; send it no traffic when not). Readiness is the background probe's
 * last answer (database-probe.ts), so it never queues behind searches for the database.
 */
export default async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; probe?: ProbeTimings },
) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  const probe = await startDatabaseProbe(
    () => options.database.openClient(),
    options.probe ?? DEFAULT_PROBE_TIMINGS,
    (healthy, error) => {
      if (healthy) app.log.info('health check: the database answers again')
      else app.log.error({ err: error }, 'health check failed')
    },
  )
  app.addHook('onClose', () => probe.stop())

  app.get('/livez', async () => ({ status: 'ok' }))

  const readiness = async (_request: unknown, reply: FastifyReply) => {
    if (closing)
      return reply
        .status(503)
        .send({ code: 'SHUTTING_DOWN', message: 'Der Server fährt herunter.' })
    if (!probe.healthy())
      return reply.status(503).send({ code: 'UNHEALTHY', message: 'Datenbank nicht erreichbar.' })
    return { status: 'ok', database: options.database.kind }
  }
  app.get('/readyz', readiness)
  app.get('/healthz', readiness)
}
