// The submissions API (issue 17, docs/architecture.md#submissions): the duplicate check while a
// submission is typed, sending it, and the submitter's own list. Signed in with agenda access,
// as the events API.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { Clean, Clone } from '@sinclair/typebox/value'
import { ApiErrorSchema } from '../../../domain/api-error'
import { EventSubmissionSchema, submissionErrors } from '../../../domain/event-submission'
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
import { typeBoxValidatorCompiler, type SchemaTypes } from '../../schemas/route-schemas'
import { findDuplicates } from './find-duplicates'
import { submissionMail, submissionWhen } from './submission-mail'
import { storeSubmissionWithinLimit, submissionsOf } from './submission-store'

const SUBMISSIONS_PATH = '/events/api/v1/submissions'
// A description of 5,000 characters and ten links fit many times over.
const SUBMISSION_BODY_LIMIT = 64 * 1024
/** Per account, counted in the database: all instances share it. */
export const SUBMISSIONS_PER_HOUR = 10
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }

/** Every refused field with its sentence, not only the first: the form marks them all. */
const submissionValidator: FastifySchemaCompiler<unknown> = () => (value) => {
  const fields = submissionErrors(value)
  const messages = Object.values(fields)
  if (messages.length === 0) return { value: Clean(EventSubmissionSchema, Clone(value)) }
  const message = `Bitte prüfen Sie Ihre Angaben: ${messages.join(' ')}`
  return { error: new ApiError(400, 'INVALID_SUBMISSION', message, fields) }
}

const tooMany = () =>
  new ApiError(
    429,
    'SUBMISSION_LIMIT',
    `Sie haben in der letzten Stunde bereits ${SUBMISSIONS_PER_HOUR} Termine eingereicht. Bitte versuchen Sie es später erneut.`,
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
    validatorCompiler: submissionValidator,
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
      const stored = await storeSubmissionWithinLimit(
        database,
        request.ticket.sub,
        request.body,
        SUBMISSIONS_PER_HOUR,
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
}
