// Every failure leaves the server as JSON {code, message}: a machine-readable code and a German
// sentence a user can read. Bad input is a 400, never a 500.
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { ApiErrorBody } from '../../domain/api-error'

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Per field (path like 'place/postalCode') its German sentence, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

const FASTIFY_CODES: Record<string, ApiErrorBody & { status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Die Anfrage enthält kein gültiges JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Die Anfrage enthält kein gültiges JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 400,
    code: 'BODY_TOO_LARGE',
    message: 'Die Anfrage ist zu groß.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Dieses Format wird nicht unterstützt; bitte JSON senden.',
  },
}

/** Fastify's own refusal of a request (bad JSON, too large, wrong type) as our code and message. */
export function fastifyRefusal(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  const known = typeof code === 'string' ? FASTIFY_CODES[code] : undefined
  return known && new ApiError(known.status, known.code, known.message)
}

/** A PostgreSQL SQLSTATE of class 22 (data exception): a value the database cannot take. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/
/** The driver's error may come wrapped (drizzle's DrizzleQueryError keeps it as `cause`). */
const CAUSE_DEPTH = 3

export function dataExceptionCode(error: unknown): string | undefined {
  let current = error
  for (let level = 0; level < CAUSE_DEPTH && current instanceof Object; level += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return code
    current = cause
  }
  return undefined
}

export default fp(
  async function apiErrors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        const { code, message, fields } = error
        return reply.status(error.statusCode).send({ code, message, ...(fields && { fields }) })
      }
      if (error.validation) {
        const detail = error.validation[0]
        const field = detail?.instancePath ? detail.instancePath.replace(/^\//, '') : ''
        request.log.info({ validation: error.message }, 'request refused by its schema')
        return reply.status(400).send({
          code: 'VALIDATION_ERROR',
          message: `Ungültige Eingabe${field ? ` im Feld „${field}“` : ''}.`,
        })
      }
      const known = fastifyRefusal(error)
      if (known)
        return reply.status(known.statusCode).send({ code: known.code, message: known.message })
      if (error.statusCode === 429) {
        return reply.status(429).send({
          code: 'RATE_LIMITED',
          message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
        })
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ code: 'BAD_REQUEST', message: 'Die Anfrage ist ungültig.' })
      }
      // A safety net, not the check: each input should be refused by its route's schema first.
      const sqlState = dataExceptionCode(error)
      if (sqlState) {
        request.log.warn({ err: error, sqlState }, 'database refused a request value')
        return reply.status(400).send({
          code: 'INVALID_INPUT',
          message: 'Die Anfrage enthält einen Wert, der nicht verarbeitet werden kann.',
        })
      }
      request.log.error({ err: error }, 'unhandled error')
      return reply
        .status(500)
        .send({ code: 'INTERNAL_ERROR', message: 'Ein interner Fehler ist aufgetreten.' })
    })
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        code: 'NOT_FOUND',
        message: `Die Adresse ${request.url.split('?')[0]} gibt es nicht.`,
      }),
    )
  },
  { name: 'api-errors' },
)
