// POST /filters/api/v1/filters/{id}/share: mails the link of the user's own or a public saved
// search to 1–20 colleagues, one mail each so no recipient sees the others' addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cleanRecipients, ShareRequestSchema } from '../../../domain/saved-search-share'
import type { Database } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { IdParamsSchema, type SchemaTypes } from '../../schemas/route-schemas'
import { FILTERS_PATH } from './saved-search-resource'
import { findVisibleSavedSearch } from './saved-search-store'
import { recordShareWithinLimit } from './share-limit'
import { shareMail, sharedSearchLink } from './share-mail'

/** The addresses are checked as they will be mailed: each once, trimmed, in lower case. */
async function cleanRecipientList(request: FastifyRequest) {
  const { body } = request
  if (typeof body !== 'object' || body === null || !('recipients' in body)) return
  const { recipients } = body
  if (Array.isArray(recipients) && recipients.every((address) => typeof address === 'string')) {
    body.recipients = cleanRecipients(recipients)
  }
}

export function registerShareRoute(
  instance: FastifyInstance,
  options: { db: Database; publicUrl: string },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { db } = options
  app.post(
    `${FILTERS_PATH}/:id/share`,
    {
      // A replayed share (the outbox after a lost answer) must not mail everyone twice.
      preHandler: app.idempotent,
      preValidation: cleanRecipientList,
      schema: { params: IdParamsSchema, body: ShareRequestSchema },
    },
    async (request, reply) => {
      const { ticket } = request
      const input = request.body
      const { row } = await findVisibleSavedSearch(db, request.params.id, ticket.sub)
      await recordShareWithinLimit(db, {
        userId: ticket.sub,
        savedSearchId: row.id,
        recipientCount: input.recipients.length,
      })
      const link = sharedSearchLink(options.publicUrl, row.id)
      try {
        for (const to of input.recipients) {
          const mail = shareMail({
            to,
            sharerName: ticket.name,
            sharerEmail: ticket.email,
            searchName: row.name,
            link,
            note: input.message,
          })
          await app.mailer.send(mail, request.log)
        }
      } catch (error) {
        request.log.error({ err: error, savedSearchId: row.id }, 'sharing by mail failed')
        throw new ApiError(
          502,
          'MAIL_FAILED',
          'Die E-Mail konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
        )
      }
      request.log.info({ savedSearchId: row.id, sent: input.recipients.length }, 'search shared')
      return reply.status(202).send({ sent: input.recipients.length })
    },
  )
}
