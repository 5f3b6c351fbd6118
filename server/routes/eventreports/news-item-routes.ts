// The event-reports API: one news item the agency published on an event, ticket required.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { NewsItem } from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { ErrorSchema, NewsItemSchema } from '../events/event-schemas'
import { toNewsItemSummary, type NewsItemRow } from '../events/event-rows'
import { validationError } from '../events/validation-messages'

interface NewsItemWithEventRow extends NewsItemRow {
  body: string
  event_id: string
  event_title: string
}

export default async function newsItemRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  app.get<{ Params: { newsItemId: string } }>('/eventreports/api/v1/news/:newsItemId', {
    preHandler: app.requireTicket,
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Meldung zu einem Termin',
      tags: ['eventreports'],
      security: [{ ticket: [] }],
      params: Type.Object({ newsItemId: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: NewsItemSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
    },
    handler: async (request): Promise<NewsItem> => {
      const [row] = await options.database.query<NewsItemWithEventRow>(
        `SELECT n.id, n.headline, n.genre, n.material_type, n.published_at, n.body,
                e.id AS event_id, e.title AS event_title
         FROM news_items n JOIN events e ON e.id = n.event_id WHERE n.id = $1`,
        [request.params.newsItemId],
      )
      if (!row) {
        throw new ApiError(404, 'NEWS_ITEM_NOT_FOUND', 'Diese Meldung gibt es nicht (mehr).')
      }
      return {
        ...toNewsItemSummary(row),
        body: row.body,
        event: { id: row.event_id, title: row.event_title },
      }
    },
  })
}
