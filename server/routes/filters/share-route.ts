// POST /filters/api/v1/filters/{id}/share: mails the link of the user's own or a public saved
// search to 1–20 colleagues, one mail each so no recipient sees the others' addresses.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { checkInput } from './saved-search-input'
import { FILTERS_PATH } from './saved-search-resource'
import { findVisibleSavedSearch } from './saved-search-store'
import { recordShareWithinLimit } from './share-limit'
import { shareMail, sharedSearchLink } from './share-mail'

export const RECIPIENTS_MAX = 20
export const SHARE_MESSAGE_MAX_LENGTH = 1000

// The address grammar of HTML's <input type=email> (WHATWG), plus the 254-character SMTP limit.
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
export const isEmailAddress = (text: string) => text.length <= 254 && EMAIL_ADDRESS.test(text)

const ShareSchema = Type.Object(
  {
    recipients: Type.Array(Type.String({ errorMessage: 'E-Mail-Adressen müssen Texte sein.' }), {
      minItems: 1,
      maxItems: RECIPIENTS_MAX,
      errorMessage: `Bitte geben Sie 1 bis ${RECIPIENTS_MAX} E-Mail-Adressen an.`,
    }),
    message: Type.Optional(
      Type.String({
        maxLength: SHARE_MESSAGE_MAX_LENGTH,
        errorMessage: `Die Nachricht darf höchstens ${SHARE_MESSAGE_MAX_LENGTH} Zeichen lang sein.`,
      }),
    ),
  },
  { errorMessage: 'Die Anfrage muss ein JSON-Objekt sein.' },
)

function parseShare(body: unknown): { recipients: string[]; message?: string | undefined } {
  const input = checkInput(ShareSchema, body)
  const recipients = [...new Set(input.recipients.map((address) => address.trim().toLowerCase()))]
  const invalid = recipients.find((address) => !isEmailAddress(address))
  if (invalid !== undefined) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `„${invalid.slice(0, 100)}“ ist keine gültige E-Mail-Adresse.`,
    )
  }
  return { recipients, message: input.message }
}

export function registerShareRoute(
  app: FastifyInstance,
  options: { db: Database; publicUrl: string },
) {
  const { db } = options
  app.post<{ Params: { id: string } }>(
    `${FILTERS_PATH}/:id/share`,
    // A replayed share (the outbox after a lost answer) must not mail everyone twice.
    { preHandler: app.idempotent },
    async (request, reply) => {
      const { ticket } = request
      const input = parseShare(request.body)
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
