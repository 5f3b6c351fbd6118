// The pictures of a news item as SVG, drawn from what is stored with the item. No ticket: the
// address carries a signature the news item API made (picture-links.ts). The answer has its own
// Content-Security-Policy, since an SVG opened on its own is a document.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { ApiErrorSchema } from '../../../domain/api-error'
import { MAX_NEWS_PICTURES } from '../../../domain/events-api'
import type { DatabaseHandle } from '../../db/database'
import type { StoredNewsPicture } from '../../db/schema/events'
import { ApiError } from '../../plugins/api-errors'
import type { SchemaTypes } from '../../schemas/route-schemas'
import { validationError } from '../events/validation-messages'
import type { PictureLinks } from './picture-links'
import { pictureSvg } from './pictures/picture-svg'

/** An SVG may draw and style itself, nothing else: no script, no fetch, no frame. */
const SVG_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] },
}

export default async function newsPictureRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; pictureLinks: PictureLinks },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  app.get('/eventreports/api/v1/news/:newsItemId/pictures/:index', {
    helmet: { contentSecurityPolicy: SVG_CONTENT_SECURITY_POLICY },
    schemaErrorFormatter: validationError,
    schema: {
      summary: 'Bild einer Meldung (SVG), über die signierte Adresse aus der Meldung',
      tags: ['eventreports'],
      params: Type.Object({
        newsItemId: Type.String({ minLength: 1, maxLength: 200 }),
        index: Type.Integer({ minimum: 1, maximum: MAX_NEWS_PICTURES }),
      }),
      querystring: Type.Object({
        expires: Type.Optional(Type.String({ maxLength: 20 })),
        signature: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      response: {
        200: {
          description: 'Das Bild als SVG',
          content: { 'image/svg+xml': { schema: Type.String() } },
        },
        400: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { newsItemId, index } = request.params
      const check = options.pictureLinks.check(newsItemId, index, request.query)
      if (check === 'invalid') {
        throw new ApiError(403, 'PICTURE_LINK_INVALID', 'Dieser Bildlink ist ungültig.')
      }
      if (check === 'expired') {
        throw new ApiError(
          403,
          'PICTURE_LINK_EXPIRED',
          'Dieser Bildlink ist abgelaufen. Bitte laden Sie die Meldung neu.',
        )
      }
      const [row] = await options.database.query<{ pictures: StoredNewsPicture[] }>(
        'SELECT pictures FROM news_items WHERE id = $1',
        [newsItemId],
      )
      const picture = row?.pictures[index - 1]
      if (!picture) {
        throw new ApiError(404, 'NEWS_PICTURE_NOT_FOUND', 'Dieses Bild gibt es nicht (mehr).')
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=86400')
        .send(pictureSvg(picture))
    },
  })
}
