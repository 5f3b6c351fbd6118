// The calendar export of the events API (docs/architecture.md#calendar-export): one entry or a
// selection as an .ics download, and the user's subscribable feeds of saved searches and folders.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  CALENDAR_EXPORT_LIMIT,
  CalendarFeedCreateSchema,
  CalendarFeedListSchema,
  CalendarSelectionSchema,
  FeedExistsSchema,
  IssuedCalendarFeedSchema,
} from '../../../domain/calendar-export-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import type { SchemaTypes } from '../../schemas/route-schemas'
import { validationError } from '../events/validation-messages'
import { calendarFileName } from './calendar-filename'
import { createFeed, listFeeds, revokeFeed, rotateFeed, type IssuedFeed } from './feed-store'
import { feedUrls } from './feed-tokens'
import { writeCalendar } from './ics-calendar'
import { readEventsByIds, readSeriesOf } from './ics-event-rows'
import { sendCalendarFile } from './ics-reply'

// 5,000 ids of up to 200 characters fit with room to spare.
const SELECTION_BODY_LIMIT = 1024 * 1024
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }
const FEEDS_PATH = '/events/api/v1/calendar-feeds'
const FeedParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) })
const feedDocs = { tags: ['calendar'], security: [{ ticket: [] }] }

export default async function calendarExportRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; publicUrl: string },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { database, publicUrl } = options
  const guarded = { preHandler: [app.requireTicket, app.requireAgendaAccess] }
  const issued = ({ feed, token }: IssuedFeed) => ({ feed, ...feedUrls(publicUrl, token) })

  app.get('/events/api/v1/events/:eventID/calendar.ics', {
    ...guarded,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Termin als Kalenderdatei',
      description: 'Der Termin als iCalendar-Datei (RFC 5545) mit Berliner Zeitzone.',
      ...feedDocs,
      params: Type.Object({ eventID: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 404: ApiErrorSchema, ...errors },
    },
    handler: async (request, reply) => {
      const [row] = await readEventsByIds(database, [request.params.eventID])
      if (!row) throw new ApiError(404, 'EVENT_NOT_FOUND', 'Diesen Termin gibt es nicht mehr.')
      const series = await readSeriesOf(database, [row])
      const text = writeCalendar([row], { name: row.title, publicUrl, series })
      return sendCalendarFile(reply, calendarFileName(row.title), text)
    },
  })

  app.post('/events/api/v1/export/calendar.ics', {
    ...guarded,
    bodyLimit: SELECTION_BODY_LIMIT,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Auswahl als Kalenderdatei',
      description: `Die gewählten Termine (1 bis ${CALENDAR_EXPORT_LIMIT}) in einer iCalendar-Datei; unbekannte ids fehlen.`,
      ...feedDocs,
      body: CalendarSelectionSchema,
      response: { 404: ApiErrorSchema, ...errors },
    },
    handler: async (request, reply) => {
      const ids = [...new Set(request.body.ids)]
      if (ids.length > CALENDAR_EXPORT_LIMIT) {
        throw new ApiError(
          400,
          'TOO_MANY_ENTRIES',
          'Höchstens 5.000 Einträge auf einmal exportieren.',
        )
      }
      const rows = await readEventsByIds(database, ids)
      if (rows.length === 0) {
        throw new ApiError(404, 'EVENTS_NOT_FOUND', 'Keinen der gewählten Termine gibt es noch.')
      }
      const series = await readSeriesOf(database, rows)
      const text = writeCalendar(rows, { name: 'Agenda: Auswahl', publicUrl, series })
      return sendCalendarFile(reply, 'agenda-auswahl.ics', text)
    },
  })

  app.get(FEEDS_PATH, {
    ...guarded,
    schema: {
      summary: 'Eigene Kalenderabos',
      ...feedDocs,
      response: { 200: CalendarFeedListSchema, ...errors },
    },
    handler: async (request) => ({ feeds: await listFeeds(database, request.ticket.sub) }),
  })

  app.post(FEEDS_PATH, {
    ...guarded,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Kalenderabo anlegen',
      description:
        'Ein abonnierbarer Kalender einer eigenen gespeicherten Suche oder eines Ordners, in dem man Mitglied ist. Die Adresse mit ihrem Schlüssel gibt es nur in dieser Antwort.',
      ...feedDocs,
      body: CalendarFeedCreateSchema,
      response: {
        201: IssuedCalendarFeedSchema,
        404: ApiErrorSchema,
        409: FeedExistsSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const created = await createFeed(database, request.ticket.sub, request.body)
      if ('existing' in created) {
        return reply.status(409).send({
          code: 'FEED_EXISTS',
          message:
            'Für diese Auswahl gibt es schon ein Kalenderabo. Erneuern Sie seine Adresse, um sie wieder zu sehen.',
          feed: created.existing,
        })
      }
      request.log.info({ feedId: created.feed.id }, 'calendar feed created')
      return reply.status(201).send(issued(created))
    },
  })

  app.post(`${FEEDS_PATH}/:id/rotate`, {
    ...guarded,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Adresse eines Kalenderabos erneuern',
      description: 'Ein neuer Schlüssel; die alte Adresse antwortet sofort nicht mehr.',
      ...feedDocs,
      params: FeedParamsSchema,
      response: { 200: IssuedCalendarFeedSchema, 404: ApiErrorSchema, ...errors },
    },
    handler: async (request) => {
      const rotated = await rotateFeed(database, request.ticket.sub, request.params.id)
      request.log.info({ feedId: rotated.feed.id }, 'calendar feed rotated')
      return issued(rotated)
    },
  })

  app.delete(`${FEEDS_PATH}/:id`, {
    ...guarded,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Kalenderabo beenden',
      ...feedDocs,
      params: FeedParamsSchema,
      response: { 404: ApiErrorSchema, ...errors },
    },
    handler: async (request, reply) => {
      await revokeFeed(database, request.ticket.sub, request.params.id)
      request.log.info({ feedId: request.params.id }, 'calendar feed revoked')
      return reply.status(204).send()
    },
  })
}
