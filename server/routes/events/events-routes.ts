// The events API: agenda search, day summary and event detail, ticket required (docs/architecture.md#apis).
import type { FastifyInstance, FastifyReply } from 'fastify'
import pLimit from 'p-limit'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  AgendaEventDetailSchema,
  DataVersionResponseSchema,
  DaySummaryRequestSchema,
  DaySummaryResponseSchema,
  EventSearchRequestSchema,
  EventSearchResponseSchema,
} from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import type { SchemaTypes } from '../../schemas/route-schemas'
import {
  EVENT_DETAIL_COLUMNS,
  SERIES_COLUMNS,
  toAgendaEventDetail,
  type EventDetailRow,
  type SeriesColumns,
  type NewsItemRow,
} from './event-rows'
import { summarizeDays } from './day-summary'
import { searchAnswerText, searchEventsVersioned } from './search-events'
import { SearchCache } from './search-cache'
import type { Versioned } from './search-matches'
import { validationError } from './validation-messages'

const SEARCH_BODY_LIMIT = 64 * 1024
const JSON_TYPE = 'application/json; charset=utf-8'
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }

export default async function eventsRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; searchConcurrency: number },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { database } = options
  // A burst of different searches would otherwise run all at once: on PostgreSQL as many busy
  // backends as the pool has connections, and the event loop (health checks, sign-ins, sockets)
  // gets a core only now and then. Those waiting for their turn wait here, not on the CPU
  // (search-concurrency.ts).
  const computing = pLimit(options.searchConcurrency)
  // One tiny read per search keeps cached answers exact across instances (migration 0007).
  const dataVersion = async () =>
    Number(
      (await database.query<{ version: string }>('SELECT version FROM agenda_data_version'))[0]
        ?.version ?? 0,
    )
  /**
   * Answers from the cache while the data version holds, else computes, caches and answers. A
   * request never seen costs one round trip: its answer brings the version it was read at.
   */
  const cachedAnswer = async (
    cache: SearchCache,
    body: unknown,
    reply: FastifyReply,
    compute: () => Promise<Versioned<string>>,
  ) => {
    const key = JSON.stringify(body)
    const cached = cache.has(key) ? cache.get(key, await dataVersion()) : undefined
    if (cached) return reply.type(JSON_TYPE).send(cached)
    const { answer: text, dataVersion: version } = await computing(compute)
    cache.set(key, version, text)
    return reply.type(JSON_TYPE).send(text)
  }
  // The route's JSON serializer (from the response schema) always yields text.
  const serializer = (reply: FastifyReply) => (payload: unknown) =>
    reply.serialize(payload) as string

  /**
   * An agenda read: the search and the day summary take the same ticket, body limit, refusals and
   * cache, and differ in their schema and in what they select (event-query.ts).
   */
  const agendaRead = <Body extends TSchema, Answer>(
    url: string,
    doc: { summary: string; description: string; body: Body; answer: TSchema },
    read: {
      compute: (body: Static<Body>) => Promise<Versioned<Answer>>
      /** The answer's text, from the route's serializer. */
      text: (answer: Answer, serialize: (payload: unknown) => string) => string
    },
  ) => {
    // Separate caches: a summary's body can equal a search's (same rules, window and sort).
    const cache = new SearchCache()
    app.post(url, {
      bodyLimit: SEARCH_BODY_LIMIT,
      preHandler: [app.requireTicket, app.requireAgendaAccess],
      schemaErrorFormatter: validationError,
      schema: {
        summary: doc.summary,
        description: doc.description,
        tags: ['events'],
        security: [{ ticket: [] }],
        body: doc.body,
        response: { 200: doc.answer, ...errors },
      },
      handler: (request, reply) =>
        cachedAnswer(cache, request.body, reply, async () => {
          const { answer, dataVersion: version } = await read.compute(request.body)
          return { answer: read.text(answer, serializer(reply)), dataVersion: version }
        }),
    })
  }

  agendaRead(
    '/events/api/v1/events/search',
    {
      summary: 'Termine suchen',
      description:
        'Einträge, die das Zeitfenster [from, to) überschneiden und alle Filterregeln erfüllen; seitenweise per Cursor, mit Gesamtzahl und Facetten. Mit einer Regel FILTER_IS_TOP zählt withoutTop dieselbe Suche ohne diese Regel.',
      body: EventSearchRequestSchema,
      answer: EventSearchResponseSchema,
    },
    { compute: (body) => searchEventsVersioned(database, body), text: searchAnswerText },
  )

  agendaRead(
    '/events/api/v1/events/day-summary',
    {
      summary: 'Termine je Tag zählen',
      description:
        'Dieselbe Suche wie /events/search, aber je Berliner Tag des Zeitfensters (höchstens 62 Tage): die Zahl der Einträge (mehrtägige zählen an jedem ihrer Tage) und die ersten perDay Einträge, Top-Einträge zuerst; dazu Gesamtzahl, Facetten und withoutTop wie bei der Suche. Tage ohne Einträge fehlen.',
      body: DaySummaryRequestSchema,
      answer: DaySummaryResponseSchema,
    },
    {
      compute: (body) => summarizeDays(database, body),
      text: (answer, serialize) => serialize(answer),
    },
  )

  app.get('/events/api/v1/data-version', {
    preHandler: [app.requireTicket, app.requireAgendaAccess],
    schema: {
      summary: 'Datenstand der Agenda',
      description:
        'Ein Zähler, den jede Änderung an Terminen und Meldungen erhöht: offene Agenden fragen ihn ab und laden neu, wenn er sich bewegt hat.',
      tags: ['events'],
      security: [{ ticket: [] }],
      response: { 200: DataVersionResponseSchema, ...errors },
    },
    handler: async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store')
      return { version: await dataVersion() }
    },
  })

  app.get('/events/api/v1/events/:eventID', {
    preHandler: [app.requireTicket, app.requireAgendaAccess],
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Termin mit Meldungen',
      tags: ['events'],
      security: [{ ticket: [] }],
      params: Type.Object({ eventID: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: AgendaEventDetailSchema, 404: ApiErrorSchema, ...errors },
    },
    handler: async (request) => {
      const { eventID } = request.params
      const [row] = await database.query<EventDetailRow & SeriesColumns>(
        `SELECT ${EVENT_DETAIL_COLUMNS}, ${SERIES_COLUMNS} FROM events e
         LEFT JOIN event_series s ON s.id = e.series_id WHERE e.id = $1`,
        [eventID],
      )
      if (!row) {
        throw new ApiError(404, 'EVENT_NOT_FOUND', 'Diesen Termin gibt es nicht mehr.')
      }
      const newsItems = await database.query<NewsItemRow>(
        `SELECT id, headline, genre, material_type, published_at FROM news_items
         WHERE event_id = $1 ORDER BY published_at DESC, id`,
        [eventID],
      )
      return toAgendaEventDetail(row, newsItems)
    },
  })
}
