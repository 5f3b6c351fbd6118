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
/**
 * The database is away (restarting, failing over, unreachable): SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting), the socket's own failures, and the pg
 * driver's message for a connection that closed under a query (it carries no code).
 */
const DATABASE_AWAY = /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/
const DRIVER_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/
/** The driver's error may come wrapped (drizzle's DrizzleQueryError keeps it as `cause`). */
const CAUSE_DEPTH = 3
/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER = 5

/** The first error in the cause chain that `matches`, or undefined. */
function findCause(
  error: unknown,
  matches: (code: unknown, message: unknown) => boolean,
): { code?: unknown } | undefined {
  let current = error
  for (let level = 0; level < CAUSE_DEPTH && current instanceof Object; level += 1) {
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (matches(code, message)) return current as { code?: unknown }
    current = cause
  }
  return undefined
}

export function dataExceptionCode(error: unknown): string | undefined {
  const found = findCause(error, (code) => typeof code === 'string' && DATA_EXCEPTION.test(code))
  return found?.code as string | undefined
}

export function isDatabaseAway(error: unknown): boolean {
  return !!findCause(
    error,
    (code, message) =>
      (typeof code === 'string' && DATABASE_AWAY.test(code)) ||
      (typeof message === 'string' && DRIVER_CONNECTION_LOST.test(message)),
  )
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
      if (isDatabaseAway(error)) {
        request.log.warn({ err: error }, 'database unreachable')
        return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER)).send({
          code: 'DATABASE_UNAVAILABLE',
          message:
            'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
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
