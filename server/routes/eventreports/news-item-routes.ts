// The event-reports API: one news item the agency published on an event, ticket required. Its
// pictures come as signed addresses (picture-links.ts), since an <img> cannot send the ticket.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { ApiErrorSchema } from '../../../domain/api-error'
import { NewsItemSchema, type NewsItem } from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import type { StoredNewsPicture } from '../../db/schema/events'
import { ApiError } from '../../plugins/api-errors'
import type { SchemaTypes } from '../../schemas/route-schemas'
import { toNewsItemSummary, type NewsItemRow } from '../events/event-rows'
import { validationError } from '../events/validation-messages'
import type { PictureLinks } from './picture-links'
import { pictureSize } from './pictures/picture-svg'

interface NewsItemWithEventRow extends NewsItemRow {
  body: string
  pictures: StoredNewsPicture[]
  event_id: string
  event_title: string
}

export default async function newsItemRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; pictureLinks: PictureLinks },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  app.get('/eventreports/api/v1/news/:newsItemId', {
    preHandler: [app.requireTicket, app.requireAgendaAccess],
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Meldung zu einem Termin',
      tags: ['eventreports'],
      security: [{ ticket: [] }],
      params: Type.Object({ newsItemId: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: {
        200: NewsItemSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
      },
    },
    handler: async (request): Promise<NewsItem> => {
      const [row] = await options.database.query<NewsItemWithEventRow>(
        `SELECT n.id, n.headline, n.genre, n.material_type, n.published_at, n.body, n.pictures,
                e.id AS event_id, e.title AS event_title
         FROM news_items n JOIN events e ON e.id = n.event_id WHERE n.id = $1`,
        [request.params.newsItemId],
      )
      if (!row) {
        throw new ApiError(404, 'NEWS_ITEM_NOT_FOUND', 'Diese Meldung gibt es nicht mehr.')
      }
      const pictures = row.pictures.map((picture, index) => ({
        url: options.pictureLinks.url(row.id, index + 1),
        alt: picture.alt,
        caption: picture.caption,
        credit: picture.credit,
        ...pictureSize(picture),
      }))
      return {
        ...toNewsItemSummary(row),
        body: row.body,
        event: { id: row.event_id, title: row.event_title },
        ...(pictures.length > 0 ? { pictures } : {}),
      }
    },
  })
}
