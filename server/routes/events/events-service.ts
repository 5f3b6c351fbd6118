// The agenda's read APIs in one encapsulated scope: the events API with its calendar export, the
// event-reports API and their OpenAPI document at /events/api/v1/openapi.json (only the routes of this scope).
import type { FastifyInstance } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import type { DatabaseHandle } from '../../db/database'
import newsItemRoutes from '../eventreports/news-item-routes'
import newsPictureRoutes from '../eventreports/news-picture-routes'
import type { PictureLinks } from '../eventreports/picture-links'
import calendarExportRoutes from '../calendar/calendar-export-routes'
import agendaPdfRoutes from '../export/agenda-pdf-routes'
import planningRoutes from '../planning/planning-routes'
import submissionImageRoutes from '../submissions/submission-image-routes'
import submissionsRoutes from '../submissions/submissions-routes'
import eventsRoutes from './events-routes'

export default async function eventsService(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle
    pictureLinks: PictureLinks
    publicUrl: string
    /** Uncached agenda reads computed at the same time (events-routes.ts). */
    searchConcurrency: number
  },
) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Agenda: Termine und Meldungen',
        description: 'Suche und Details der Agenda-Einträge sowie Meldungen zu Terminen.',
        version: 'v1',
      },
      components: {
        securitySchemes: { ticket: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  })
  await app.register(eventsRoutes, options)
  await app.register(newsItemRoutes, options)
  await app.register(newsPictureRoutes, options)
  await app.register(calendarExportRoutes, options)
  await app.register(agendaPdfRoutes, options)
  await app.register(submissionsRoutes, options)
  await app.register(submissionImageRoutes, options)
  await app.register(planningRoutes, options)
  app.get('/events/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger())
}
