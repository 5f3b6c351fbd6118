// Builds the whole server as one Fastify instance: external plugins, then our plugins, then the
// routes of each service. Tests build it and call `inject`; server.ts makes it listen.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import fastifyCompress from '@fastify/compress'
import { fileURLToPath } from 'node:url'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { createTicketService } from './auth/tickets'
import apiErrors from './plugins/api-errors'
import requestGuards from './plugins/request-guards'
import securityHeaders from './plugins/security-headers'
import { withRedactedRequests } from './request-log'
import { userTextFormats } from '../domain/user-text'
import metricsPlugin from './telemetry/metrics-plugin'
import {
  echoTransactionIds,
  TRANSACTION_ID_LOG_LABEL,
  transactionIdOf,
} from './telemetry/transaction-id'
import ticketAuth from './plugins/ticket-auth'
import agendaAccess from './plugins/agenda-access'
import plannerAccess from './plugins/planner-access'
import idempotency from './plugins/idempotency'
import mailerPlugin from './mail/mailer-plugin'
import pushPlugin from './alerts/push/push-plugin'
import embeddedIdpRoutes, { createEmbeddedIdp } from './idp/embedded-idp'
import useradminRoutes from './routes/useradmin/useradmin'
import healthRoutes from './routes/health/health'
import appShellRoutes from './routes/app-shell/app-shell'
import filtersRoutes from './routes/filters/filters-routes'
import eventsService from './routes/events/events-service'
import { defaultSearchConcurrency } from './routes/events/search-concurrency'
import { loadPictureLinks } from './routes/eventreports/picture-links'
import collaborationService from './graphql/collaboration-plugin'
import collaborationNotices from './graphql/subscriptions/notices-plugin'
import publicFeedRoute from './routes/calendar/public-feed-route'
import alertsPlugin from './alerts/alerts-plugin'
import maintenancePlugin from './jobs/maintenance-plugin'
import simulationPlugin from './demo/simulation/simulation-plugin'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** Directory of the built PWA; defaults to ./dist. */
  distDir?: string
  /** Called for every route as it is added, e.g. for a test that checks them all. */
  onRoute?: (route: RouteOptions) => void
}

const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url))

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const app = Fastify({
    logger: withRedactedRequests(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.trustProxy,
    genReqId: transactionIdOf,
    logController: new LogController({ requestIdLogLabel: TRANSACTION_ID_LOG_LABEL }),
    // Responses that echo user text name its formats; the serializer's Ajv must know them.
    serializerOpts: { ajv: { formats: userTextFormats } },
  })
  echoTransactionIds(app)
  if (options.onRoute) app.addHook('onRoute', options.onRoute)

  await app.register(metricsPlugin, { database, token: config.METRICS_TOKEN })
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  await app.register(apiErrors)
  await app.register(requestGuards)
  await app.register(securityHeaders, { config })
  const tickets = await createTicketService(database, {
    issuer: `${config.publicUrl}/useradmin`,
    ttlSeconds: config.TICKET_TTL,
  })
  await app.register(ticketAuth, { tickets })
  await app.register(agendaAccess)
  await app.register(plannerAccess)
  await app.register(idempotency, { database })
  await app.register(mailerPlugin, { config })
  await app.register(pushPlugin, { config, database })

  const idp = config.embeddedIdp ? await createEmbeddedIdp(config, database) : undefined
  if (idp) await app.register(embeddedIdpRoutes, { idp, config, database })
  await app.register(useradminRoutes, { config, database, providerKeys: idp?.verificationKey })
  await app.register(healthRoutes, { database })
  await app.register(filtersRoutes, { database, publicUrl: config.publicUrl })
  const pictureLinks = await loadPictureLinks(config, database.db)
  await app.register(eventsService, {
    database,
    pictureLinks,
    publicUrl: config.publicUrl,
    searchConcurrency: config.SEARCH_CONCURRENCY ?? defaultSearchConcurrency(database.kind),
  })
  await app.register(publicFeedRoute, { database, publicUrl: config.publicUrl })
  await app.register(collaborationNotices, { database })
  await app.register(collaborationService, { config, database })
  await app.register(alertsPlugin, { config, database })
  await app.register(maintenancePlugin, { config, database })
  await app.register(simulationPlugin, { config, database })
  await app.register(appShellRoutes, { config, distDir: options.distDir ?? defaultDistDir })
  return app
}
