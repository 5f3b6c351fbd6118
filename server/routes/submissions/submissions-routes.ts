// The submissions API (issue 17, docs/architecture.md#submissions): the duplicate check while a
// submission is typed, sending it, and the submitter's own list. Signed in with agenda access,
// as the events API.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import type { FastifyRouteSchemaDef } from 'fastify/types/schema'
import type { TSchema } from '@sinclair/typebox'
import { Clean, Clone } from '@sinclair/typebox/value'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  EventSubmissionSchema,
  submissionErrors,
  type EventSubmission,
} from '../../../domain/event-submission'
import {
  DuplicatesResponseSchema,
  DuplicateCheckRequestSchema,
  MySubmissionsResponseSchema,
  SubmissionCreatedSchema,
  SubmissionRefusalSchema,
} from '../../../domain/submissions-api'
import type { DatabaseHandle } from '../../db/database'
import type { SubmissionRow } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { createdRowId } from '../../plugins/idempotency'
import {
  IdParamsSchema,
  typeBoxValidatorCompiler,
  type SchemaTypes,
} from '../../schemas/route-schemas'
import { resubmit } from '../planning/store/submission-edits'
import { storeDuplicateScore } from '../planning/store/submission-queue'
import { findDuplicates } from './find-duplicates'
import { isOwnImage } from './submission-image-routes'
import { submissionMail, submissionWhen } from './submission-mail'
import { storeSubmissionWithinLimit, submissionsOf } from './submission-store'

export const SUBMISSIONS_PATH = '/events/api/v1/submissions'
// A description of 5,000 characters and ten links fit many times over.
export const SUBMISSION_BODY_LIMIT = 64 * 1024
/** Per account, counted in the database: all instances share it. */
export const SUBMISSIONS_PER_HOUR = 10
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }

/** INVALID_SUBMISSION with every refused field and its sentence, not only the first. */
function invalidSubmission(fields: Record<string, string>): ApiError {
  const message = `Bitte prüfen Sie Ihre Angaben: ${Object.values(fields).join(' ')}`
  return new ApiError(400, 'INVALID_SUBMISSION', message, fields)
}

/**
 * Checks a body whose form (the whole body, or its `fields` with the other properties of `schema`
 * beside it) is an event submission: every refused field with its sentence, the form marks them
 * all; the other parts of the request as every route does.
 */
export function formValidator(formAt: 'body' | 'fields'): FastifySchemaCompiler<unknown> {
  return (definition) => {
    const route = definition as FastifyRouteSchemaDef<TSchema>
    if (route.httpPart !== 'body') return typeBoxValidatorCompiler(route)
    const rest = formAt === 'fields' ? typeBoxValidatorCompiler(route) : null
    return (value) => {
      const form = formAt === 'body' ? value : (value as { fields?: unknown } | null)?.fields
      const fields = submissionErrors(form)
      const prefixed = Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [
          formAt === 'body' ? path : `fields/${path}`,
          message,
        ]),
      )
      if (Object.keys(fields).length > 0) return { error: invalidSubmission(prefixed) }
      if (rest) return rest(value)
      return { value: Clean(EventSubmissionSchema, Clone(value)) }
    }
  }
}

/** The image must be one the submitter uploaded (POST …/submissions/images). */
async function checkImage(database: DatabaseHandle, fields: EventSubmission, submitterId: string) {
  if (!fields.image || (await isOwnImage(database, fields.image.id, submitterId))) return
  throw invalidSubmission({ image: 'Das Bild ist unbekannt. Bitte laden Sie es erneut hoch.' })
}

const tooMany = () =>
  new ApiError(
    429,
    'SUBMISSION_LIMIT',
    `Sie haben in der letzten Stunde bereits ${SUBMISSIONS_PER_HOUR} Termine eingereicht. Bitte versuchen Sie es später erneut.`,
  )

const tooManyChanges = () =>
  new ApiError(
    429,
    'SUBMISSION_LIMIT',
    `Sie haben in der letzten Stunde bereits ${SUBMISSIONS_PER_HOUR} Einreichungen geändert. Bitte versuchen Sie es später erneut.`,
  )

const toMySubmission = (row: SubmissionRow) => ({
  id: row.id,
  reference: row.reference,
  state: row.state,
  title: row.title,
  startTime: row.startsAt.toISOString(),
  endTime: row.endsAt.toISOString(),
  isWholeDay: row.isWholeDay,
  createdAt: row.createdAt.toISOString(),
})

export default async function submissionsRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { database } = options
  // Who may ask comes before what is asked: without a ticket every call is a 401.
  app.addHook('onRequest', app.requireTicket)
  app.addHook('onRequest', app.requireAgendaAccess)
  app.setValidatorCompiler(typeBoxValidatorCompiler)

  app.post(`${SUBMISSIONS_PATH}/duplicates`, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    schema: {
      summary: 'Mögliche Dubletten einer Einreichung',
      description:
        'Termine und offene Einreichungen mit demselben Link, demselben Ort und Beginn oder einem ähnlichen Titel an einem der Tage; die Einreichung, soweit getippt.',
      tags: ['submissions'],
      security: [{ ticket: [] }],
      body: DuplicateCheckRequestSchema,
      response: { 200: DuplicatesResponseSchema, 400: ApiErrorSchema, ...errors },
    },
    handler: async (request) => ({ duplicates: await findDuplicates(database, request.body) }),
  })

  app.post(SUBMISSIONS_PATH, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    preHandler: app.idempotent,
    validatorCompiler: formValidator('body'),
    schema: {
      summary: 'Termin einreichen',
      description: `Für die Prüfung durch die Planung; höchstens ${SUBMISSIONS_PER_HOUR} je Konto und Stunde. Mit Idempotency-Key genau einmal.`,
      tags: ['submissions'],
      security: [{ ticket: [] }],
      body: EventSubmissionSchema,
      response: {
        201: SubmissionCreatedSchema,
        400: SubmissionRefusalSchema,
        429: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      await checkImage(database, request.body, request.ticket.sub)
      const stored = await storeSubmissionWithinLimit(
        database,
        request.ticket.sub,
        request.body,
        SUBMISSIONS_PER_HOUR,
        createdRowId(request),
      )
      if (!stored) throw tooMany()
      request.log.info({ submissionId: stored.id }, 'submission stored')
      const mail = submissionMail({
        to: request.ticket.email,
        name: request.ticket.name,
        reference: stored.reference,
        title: request.body.title,
        when: submissionWhen(request.body.when),
      })
      // The submission is stored: a mail that fails is logged, not an error for the submitter.
      await app.mailer.send(mail, request.log).catch((error: unknown) => {
        request.log.error({ err: error, submissionId: stored.id }, 'submission mail failed')
      })
      const duplicates = await findDuplicates(database, request.body, stored.id)
      await storeDuplicateScore(database, stored.id, duplicates)
      return reply.status(201).send({ ...stored, duplicates })
    },
  })

  app.get(`${SUBMISSIONS_PATH}/mine`, {
    schema: {
      summary: 'Eigene Einreichungen',
      description: 'Die Einreichungen des angemeldeten Kontos, die neuesten zuerst.',
      tags: ['submissions'],
      security: [{ ticket: [] }],
      response: { 200: MySubmissionsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      submissions: (await submissionsOf(database, request.ticket.sub)).map(toMySubmission),
    }),
  })

  app.put(`${SUBMISSIONS_PATH}/:id`, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    validatorCompiler: formValidator('body'),
    schema: {
      summary: 'Eigene Einreichung ändern',
      description: `Nur die eigene, höchstens ${SUBMISSIONS_PER_HOUR} Änderungen je Konto und Stunde. Eine entschiedene geht erneut in die Prüfung; der Termin einer angenommenen ändert sich erst, wenn die Planung sie wieder annimmt.`,
      tags: ['submissions'],
      security: [{ ticket: [] }],
      params: IdParamsSchema,
      body: EventSubmissionSchema,
      response: {
        200: SubmissionCreatedSchema,
        400: SubmissionRefusalSchema,
        404: ApiErrorSchema,
        429: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request) => {
      const { ticket } = request
      await checkImage(database, request.body, ticket.sub)
      const row = await resubmit(
        database,
        request.params.id,
        request.body,
        { id: ticket.sub, name: ticket.name },
        SUBMISSIONS_PER_HOUR,
      )
      if (!row) throw tooManyChanges()
      const duplicates = (await findDuplicates(database, request.body, row.id)).filter(
        (duplicate) => !(duplicate.kind === 'event' && duplicate.id === row.eventId),
      )
      await storeDuplicateScore(database, row.id, duplicates)
      return { id: row.id, reference: row.reference, state: row.state, duplicates }
    },
  })
}
