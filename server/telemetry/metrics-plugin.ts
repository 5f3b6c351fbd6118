// Prometheus metrics (docs/architecture.md#telemetry): requests by route and status with their
// latency, the database pool, open WebSockets, mails and web pushes, served at GET /metrics. Each app has its
// own registry, so several apps in one process (tests) do not share or clash over figures.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { timingSafeEqual } from 'node:crypto'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { DatabaseHandle } from '../db/database'
import { ApiError } from '../plugins/api-errors'

export const METRICS_PATH = '/metrics'

export interface Telemetry {
  mails: Counter<'outcome'>
  /** Web pushes by outcome: sent, removed (404/410), failed (other 4xx), retry (later). */
  pushes: Counter<'outcome'>
  /** A gauge read when scraped, e.g. the open sockets of a service registered later. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: Telemetry
  }
}

// From a cached search (a few ms) to a PDF of a week (about a second).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The route's pattern, not its address: ids in paths would make a series per event. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched'

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * With METRICS_TOKEN set, a scraper shows it as a bearer token; without it only the machine
 * itself may scrape. The figures name routes and volumes, nothing personal, but are not public.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '')
  const [scheme, given] = (request.headers.authorization ?? '').split(' ')
  return scheme === 'Bearer' && given !== undefined && sameSecret(given, token)
}

function databaseGauges(registry: Registry, database: DatabaseHandle) {
  const pool = database.poolStats
  if (!pool) return
  new Gauge({
    name: 'agenda_db_pool_connections',
    help: 'Connections of the database pool by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = pool()
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
}

export default fp(
  async function metricsPlugin(
    app: FastifyInstance,
    options: { database: DatabaseHandle; token: string | undefined },
  ) {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const requests = new Histogram({
      name: 'agenda_http_request_duration_seconds',
      help: 'Requests by route, method and status, with their duration',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    })
    const mails = new Counter({
      name: 'agenda_mails_total',
      help: 'Mails handed to SMTP or written as files, and those that failed',
      labelNames: ['outcome'],
      registers: [registry],
    })
    const pushes = new Counter({
      name: 'agenda_pushes_total',
      help: 'Web pushes by outcome: sent, removed (subscription gone), failed, retry',
      labelNames: ['outcome'],
      registers: [registry],
    })
    databaseGauges(registry, options.database)

    app.decorate('telemetry', {
      mails,
      pushes,
      gauge(name, help, read) {
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            this.set(await read())
          },
        })
      },
    } satisfies Telemetry)

    app.addHook('onResponse', async (request, reply) => {
      const labels = { route: routeOf(request), method: request.method, status: reply.statusCode }
      requests.observe(labels, reply.elapsedTime / 1000)
    })

    app.get(METRICS_PATH, async (request, reply) => {
      if (!mayScrape(request, options.token))
        throw new ApiError(403, 'METRICS_FORBIDDEN', 'Die Messwerte sind nicht öffentlich.')
      return reply.type(registry.contentType).send(await registry.metrics())
    })
  },
  { name: 'telemetry' },
)
