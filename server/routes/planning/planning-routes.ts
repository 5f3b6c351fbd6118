// The planning desk's API (issue 17, docs/architecture.md#planning-desk): the queue of
// submissions, one submission with its duplicates and history, the planner's edits and decisions,
// and the events the desk writes itself. Ticket, agenda access and the planner role, the role
// read from the database on every call.
import type { FastifyInstance } from 'fastify'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  DecisionSchema,
  DeskConflictSchema,
  DeskEventResponseSchema,
  DeskEventSchema,
  EventStatusChangeSchema,
  PLANNING_PATH,
  QueueRequestSchema,
  QueueResponseSchema,
  QueueSubmissionSchema,
  SubmissionEditSchema,
  type DeskEventResponse,
} from '../../../domain/planning-api'
import { isOpenSubmissionState, SubmissionRefusalSchema } from '../../../domain/submissions-api'
import type { DatabaseHandle } from '../../db/database'
import type { EventRow } from '../../db/schema/index'
import {
  IdParamsSchema,
  typeBoxValidatorCompiler,
  type SchemaTypes,
} from '../../schemas/route-schemas'
import { SUBMISSION_BODY_LIMIT, formValidator } from '../submissions/submissions-routes'
import { findDuplicates } from '../submissions/find-duplicates'
import { formOfEvent } from './desk-event-columns'
import { duplicateWarning } from './duplicate-warning'
import {
  createDeskEvent,
  eventNotFound,
  loadEvent,
  setEventStatus,
  updateDeskEvent,
} from './store/desk-events'
import { decide } from './store/submission-decisions'
import { loadQueueSubmission, recordOpened } from './store/submission-detail'
import { editSubmission } from './store/submission-edits'
import { listQueue } from './store/submission-queue'
import { rejectionMail } from './rejection-mail'
import { ApiError } from '../../plugins/api-errors'

/** A decision or a status is a few words. */
const SMALL_BODY_LIMIT = 8 * 1024
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }
const tags = ['planning']
const security = [{ ticket: [] }]

const toDeskEvent = (row: EventRow): DeskEventResponse => ({
  id: row.id,
  fields: formOfEvent(row),
  isTop: row.isTop,
  status: row.status,
})

export default async function planningRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { database } = options
  app.addHook('onRequest', app.requireTicket)
  app.addHook('onRequest', app.requireAgendaAccess)
  app.addHook('onRequest', app.requirePlanner)
  app.setValidatorCompiler(typeBoxValidatorCompiler)

  const submission = async (id: string) => {
    const found = await loadQueueSubmission(database, id)
    if (!found) throw new ApiError(404, 'SUBMISSION_NOT_FOUND', 'Diese Einreichung gibt es nicht.')
    return found
  }
  const actorOf = (request: { ticket: { sub: string; name: string } }) => ({
    id: request.ticket.sub,
    name: request.ticket.name,
  })

  app.get(`${PLANNING_PATH}/submissions`, {
    schema: {
      summary: 'Eingang der Planung',
      description:
        'Die Einreichungen, die neuesten zuerst (höchstens 200), mit Zahlen je Status; Filter nach Status, Titelwort und Ressort.',
      tags,
      security,
      querystring: QueueRequestSchema,
      response: { 200: QueueResponseSchema, 400: ApiErrorSchema, ...errors },
    },
    handler: async (request) => listQueue(database, request.query),
  })

  app.get(`${PLANNING_PATH}/submissions/:id`, {
    schema: {
      summary: 'Eine Einreichung',
      description:
        'Mit möglichen Dubletten (Score) und dem Verlauf; das erste Öffnen durch jede Planerin wird als „geöffnet“ vermerkt.',
      tags,
      security,
      params: IdParamsSchema,
      response: { 200: QueueSubmissionSchema, 404: ApiErrorSchema, ...errors },
    },
    handler: async (request) => {
      await recordOpened(database, request.params.id, actorOf(request))
      return submission(request.params.id)
    },
  })

  app.put(`${PLANNING_PATH}/submissions/:id`, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    validatorCompiler: formValidator('fields'),
    schema: {
      summary: 'Einreichung bearbeiten',
      description:
        'Jedes Feld; mit der Version, auf der die Änderung beruht (409, wenn sie inzwischen geändert wurde).',
      tags,
      security,
      params: IdParamsSchema,
      body: SubmissionEditSchema,
      response: {
        200: QueueSubmissionSchema,
        400: SubmissionRefusalSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request) => {
      await editSubmission(database, request.params.id, request.body, actorOf(request))
      return submission(request.params.id)
    },
  })

  app.post(`${PLANNING_PATH}/submissions/:id/decision`, {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      summary: 'Über eine Einreichung entscheiden',
      description:
        'annehmen (wird ein Termin der Agenda; steht ein ähnlicher Termin schon darin, 409 POSSIBLE_DUPLICATE, mit allowDuplicate trotzdem), ablehnen mit Begründung (E-Mail an die Einreichenden) oder Dublette eines Termins.',
      tags,
      security,
      params: IdParamsSchema,
      body: DecisionSchema,
      response: {
        200: QueueSubmissionSchema,
        400: SubmissionRefusalSchema,
        404: ApiErrorSchema,
        409: DeskConflictSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params
      if (request.body.decision === 'annehmen' && !request.body.allowDuplicate) {
        const current = await submission(id)
        const warning = isOpenSubmissionState(current.state)
          ? duplicateWarning(current.duplicates)
          : null
        if (warning) return reply.status(409).send(warning)
      }
      const rejection = await decide(database, id, request.body, actorOf(request))
      request.log.info({ submissionId: id, decision: request.body.decision }, 'submission decided')
      if (rejection) {
        // The decision stands even when the mail fails; the log says whom to tell by hand.
        await app.mailer.send(rejectionMail(rejection), request.log).catch((error: unknown) => {
          request.log.error({ err: error, submissionId: id }, 'rejection mail failed')
        })
      }
      return submission(id)
    },
  })

  app.post(`${PLANNING_PATH}/events`, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    preHandler: app.idempotent,
    validatorCompiler: formValidator('fields'),
    schema: {
      summary: 'Termin anlegen',
      description:
        'Mit demselben Formular wie eine Einreichung; sofort in der Agenda. Steht ein ähnlicher Termin schon in der Agenda, 409 POSSIBLE_DUPLICATE mit den möglichen Dubletten; mit allowDuplicate wird er trotzdem angelegt.',
      tags,
      security,
      body: DeskEventSchema,
      response: {
        201: DeskEventResponseSchema,
        400: SubmissionRefusalSchema,
        409: DeskConflictSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      if (!request.body.allowDuplicate) {
        const warning = duplicateWarning(await findDuplicates(database, request.body.fields))
        if (warning) return reply.status(409).send(warning)
      }
      const row = await createDeskEvent(database, request.body)
      request.log.info({ eventId: row.id }, 'desk event created')
      return reply.status(201).send(toDeskEvent(row))
    },
  })

  app.get(`${PLANNING_PATH}/events/:id`, {
    schema: {
      summary: 'Termin zum Bearbeiten',
      description: 'Jeder Termin, auch ein eingespielter, in der Form des Formulars.',
      tags,
      security,
      params: IdParamsSchema,
      response: { 200: DeskEventResponseSchema, 404: ApiErrorSchema, ...errors },
    },
    handler: async (request) => {
      const row = await loadEvent(database, request.params.id)
      if (!row) throw eventNotFound()
      return toDeskEvent(row)
    },
  })

  app.put(`${PLANNING_PATH}/events/:id`, {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    validatorCompiler: formValidator('fields'),
    schema: {
      summary: 'Termin bearbeiten',
      description: 'Jeder Termin; sein Status bleibt.',
      tags,
      security,
      params: IdParamsSchema,
      body: DeskEventSchema,
      response: {
        200: DeskEventResponseSchema,
        400: SubmissionRefusalSchema,
        404: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request) => {
      const row = await updateDeskEvent(database, request.params.id, request.body)
      request.log.info({ eventId: row.id }, 'desk event updated')
      return toDeskEvent(row)
    },
  })

  app.post(`${PLANNING_PATH}/events/:id/status`, {
    bodyLimit: SMALL_BODY_LIMIT,
    schema: {
      summary: 'Termin absagen, verschieben oder wieder planen',
      description: 'planned, cancelled oder postponed; in jeder Ansicht sofort sichtbar.',
      tags,
      security,
      params: IdParamsSchema,
      body: EventStatusChangeSchema,
      response: {
        200: DeskEventResponseSchema,
        400: ApiErrorSchema,
        404: ApiErrorSchema,
        ...errors,
      },
    },
    handler: async (request) => {
      const row = await setEventStatus(database, request.params.id, request.body.status)
      request.log.info({ eventId: row.id, status: row.status }, 'event status changed')
      return toDeskEvent(row)
    },
  })
}
