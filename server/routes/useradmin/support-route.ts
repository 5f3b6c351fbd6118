// POST /useradmin/support (docs/product.md#help): a signed-in user's message to the customer
// service, sent as one mail with the reply going to the user. Only a ticket is needed: an
// inactive account is sent here to ask for its access. A screenshot is checked by its content
// (PNG or JPEG) and encoded anew, so what reaches the support carries no metadata or payload
// beyond the picture. Five requests at once, then one every twelve minutes per account.
import type { FastifyInstance } from 'fastify'
import { SupportRequestSchema } from '../../../domain/support-api'
import {
  SCREENSHOT_TOO_LARGE_MESSAGE,
  SCREENSHOT_TYPE_MESSAGE,
  SUPPORT_EMAIL,
  SUPPORT_SCREENSHOT_MAX_BYTES,
} from '../../../domain/support-limits'
import { cleanImage } from '../../images/clean-image'
import type { MailAttachment } from '../../mail/mailer'
import { ApiError } from '../../plugins/api-errors'
import { typeBoxValidatorCompiler, type SchemaTypes } from '../../schemas/route-schemas'
import { TokenBuckets, type BucketLimit } from '../calendar/token-buckets'
import { supportMail } from './support-mail'

export const SUPPORT_LIMIT: BucketLimit = { burst: 5, refillPerSecond: 1 / (12 * 60) }
/** The largest screenshot as base64 in JSON, with room for the text around it. */
const SUPPORT_BODY_LIMIT = Math.ceil((SUPPORT_SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024
const invalidScreenshot = () => new ApiError(400, 'SCREENSHOT_INVALID', SCREENSHOT_TYPE_MESSAGE)

/** The picture's format read from its bytes, then written anew without metadata. */
async function cleanScreenshot(name: string, base64: string): Promise<MailAttachment> {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > SUPPORT_SCREENSHOT_MAX_BYTES) {
    throw new ApiError(400, 'SCREENSHOT_TOO_LARGE', SCREENSHOT_TOO_LARGE_MESSAGE)
  }
  const image = await cleanImage(bytes)
  if (!image) throw invalidScreenshot()
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .slice(0, 80)
  return {
    filename: `${base || 'screenshot'}.${image.format === 'png' ? 'png' : 'jpg'}`,
    content: image.bytes,
    contentType: image.contentType,
  }
}

/** „S-20261124-7KQ2M9“: the day and six characters no one confuses (no 0/O, 1/I). */
function supportReference(now = new Date()): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    alphabet.charAt(byte % alphabet.length),
  ).join('')
  return `S-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`
}

export default async function supportRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const buckets = new TokenBuckets(SUPPORT_LIMIT)
  app.setValidatorCompiler(typeBoxValidatorCompiler)

  app.post(
    '/useradmin/support',
    {
      // The ticket is checked before the body, so a stranger learns nothing about the input rules.
      onRequest: app.requireTicket,
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: { body: SupportRequestSchema },
    },
    async (request, reply) => {
      const { ticket, body } = request
      // Counted before the picture is decoded: the limit guards the server's time too.
      const wait = buckets.take(ticket.sub)
      if (wait > 0) {
        void reply.header('Retry-After', String(wait))
        throw new ApiError(
          429,
          'SUPPORT_LIMIT',
          `Sie haben gerade mehrere Nachrichten geschickt. Bitte warten Sie ${Math.ceil(wait / 60)} Minuten oder schreiben Sie an ${SUPPORT_EMAIL}.`,
        )
      }
      const screenshot =
        body.screenshot && (await cleanScreenshot(body.screenshot.name, body.screenshot.data))
      const reference = supportReference()
      const mail = supportMail({
        to: SUPPORT_EMAIL,
        reference,
        sender: {
          name: ticket.name,
          email: ticket.email,
          accountId: ticket.account_id,
          organisation: ticket.organisation,
        },
        subject: body.subject.trim(),
        message: body.message,
        diagnostics: body.diagnostics,
        screenshot,
      })
      try {
        await app.mailer.send(mail, request.log)
      } catch (error) {
        request.log.error({ err: error, reference }, 'support mail failed')
        throw new ApiError(
          502,
          'MAIL_FAILED',
          `Ihre Nachricht konnte nicht versendet werden. Bitte versuchen Sie es später erneut oder schreiben Sie an ${SUPPORT_EMAIL}.`,
        )
      }
      request.log.info({ reference, screenshot: Boolean(screenshot) }, 'support request sent')
      return reply.status(202).send({ reference })
    },
  )
}
