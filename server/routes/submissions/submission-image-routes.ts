// A submission's image (issue 17, docs/architecture.md#submissions): uploaded before sending,
// checked by its content (JPEG or PNG, at most 5 MB) and kept re-encoded; read back by the one who
// uploaded it and by the planners. Ticket and agenda access, as the rest of the submissions API.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { and, count, eq, gt, min, or, sql } from 'drizzle-orm'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  ImageUploadedSchema,
  ImageUploadSchema,
  SUBMISSION_IMAGE_INVALID_MESSAGE,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_IMAGE_TOO_LARGE_MESSAGE,
} from '../../../domain/submission-image'
import type { Database, DatabaseHandle } from '../../db/database'
import { submissionImages, users } from '../../db/schema/index'
import { cleanImage } from '../../images/clean-image'
import { ApiError } from '../../plugins/api-errors'
import { typeBoxValidatorCompiler, type SchemaTypes } from '../../schemas/route-schemas'

export const SUBMISSION_IMAGES_PATH = '/events/api/v1/submissions/images'
/** Uploads per account in any hour, counted in the database so every instance shares the limit. */
export const SUBMISSION_IMAGES_PER_HOUR = 20
const HOUR_MS = 60 * 60_000
const UPLOAD_BODY_LIMIT = Math.ceil((SUBMISSION_IMAGE_MAX_BYTES * 4) / 3) + 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }

const notFound = () =>
  new ApiError(404, 'IMAGE_NOT_FOUND', 'Dieses Bild gibt es nicht oder Sie dürfen es nicht sehen.')

/** Seconds until the account may upload again: 0 while under the limit. */
async function secondsUntilNextUpload(db: Database, uploaderId: string): Promise<number> {
  const [row] = await db
    .select({ uploads: count(), oldest: min(submissionImages.createdAt) })
    .from(submissionImages)
    .where(
      and(
        eq(submissionImages.uploaderId, uploaderId),
        gt(submissionImages.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    )
  if (!row?.oldest || row.uploads < SUBMISSION_IMAGES_PER_HOUR) return 0
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + HOUR_MS - Date.now()) / 1000))
}

const imageLimit = (wait: number) =>
  new ApiError(
    429,
    'IMAGE_LIMIT',
    `Sie haben in der letzten Stunde viele Bilder hochgeladen. Bitte warten Sie ${Math.ceil(wait / 60)} Minuten.`,
  )

/** Whether the account uploaded the image: a submission may only carry its submitter's own. */
export async function isOwnImage(
  database: DatabaseHandle,
  imageId: string,
  uploaderId: string,
): Promise<boolean> {
  if (!UUID.test(imageId)) return false
  const [row] = await database.db
    .select({ id: submissionImages.id })
    .from(submissionImages)
    .where(and(eq(submissionImages.id, imageId), eq(submissionImages.uploaderId, uploaderId)))
  return Boolean(row)
}

export default async function submissionImageRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { db } = options.database
  app.addHook('onRequest', app.requireTicket)
  app.addHook('onRequest', app.requireAgendaAccess)
  app.setValidatorCompiler(typeBoxValidatorCompiler)

  app.post(SUBMISSION_IMAGES_PATH, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      summary: 'Bild für eine Einreichung hochladen',
      description:
        'JPEG oder PNG als base64, höchstens 5 MB; geprüft am Inhalt und neu kodiert gespeichert (ohne Metadaten). Höchstens 20 je Konto und Stunde.',
      tags: ['submissions'],
      security: [{ ticket: [] }],
      body: ImageUploadSchema,
      response: { 201: ImageUploadedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { ticket } = request
      // Counted before the picture is decoded too: the limit guards the server's time.
      const refuseOverLimit = async (db: Database) => {
        const wait = await secondsUntilNextUpload(db, ticket.sub)
        if (wait === 0) return
        void reply.header('Retry-After', String(wait))
        throw imageLimit(wait)
      }
      await refuseOverLimit(db)
      const bytes = Buffer.from(request.body.data, 'base64')
      if (bytes.length > SUBMISSION_IMAGE_MAX_BYTES) {
        throw new ApiError(400, 'IMAGE_TOO_LARGE', SUBMISSION_IMAGE_TOO_LARGE_MESSAGE)
      }
      const image = await cleanImage(bytes)
      if (!image) throw new ApiError(400, 'IMAGE_INVALID', SUBMISSION_IMAGE_INVALID_MESSAGE)
      const id = crypto.randomUUID()
      // Counted again under a lock per account: uploads at once, on any instance, take turns.
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`image:${ticket.sub}`}))`)
        await refuseOverLimit(tx)
        await tx.insert(submissionImages).values({
          id,
          uploaderId: ticket.sub,
          bytes: image.bytes,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
        })
      })
      request.log.info({ imageId: id, bytes: image.bytes.length }, 'submission image stored')
      return reply.status(201).send({ id, width: image.width, height: image.height })
    },
  })

  app.get(`${SUBMISSION_IMAGES_PATH}/:id`, {
    schema: {
      summary: 'Bild einer Einreichung',
      description: 'Für das Konto, das es hochgeladen hat, und die Planung.',
      tags: ['submissions'],
      security: [{ ticket: [] }],
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: {
        200: {
          description: 'Das Bild, neu kodiert',
          content: {
            'image/jpeg': { schema: Type.String({ format: 'binary' }) },
            'image/png': { schema: Type.String({ format: 'binary' }) },
          },
        },
        404: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params
      if (!UUID.test(id)) throw notFound()
      const viewer = request.ticket.sub
      const isPlanner = sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${viewer} and ${users.isPlanner})`
      const [row] = await db
        .select({ bytes: submissionImages.bytes, contentType: submissionImages.contentType })
        .from(submissionImages)
        .where(
          and(eq(submissionImages.id, id), or(eq(submissionImages.uploaderId, viewer), isPlanner)),
        )
      if (!row) throw notFound()
      // The bytes of an id never change; only the signed-in viewer's browser keeps them.
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes)
    },
  })
}
