// One change of the living demo (`npm run simulate`, docs/architecture.md "Living demo"): a new
// entry, an upcoming entry moved in time, or one cancelled, sent to the planning desk's own API
// as its simulation planner, so the change takes the path a planner's does (ticket, role, form
// checks, the desk's writes, the change log, live agenda and alerts).
import type { FastifyInstance } from 'fastify'
import { submissionErrors, type EventSubmission } from '../../../domain/event-submission'
import {
  PLANNING_PATH,
  POSSIBLE_DUPLICATE,
  type DeskEventResponse,
} from '../../../domain/planning-api'
import type { DatabaseHandle } from '../../db/database'
import type { Random } from '../seed/random'
import { completedForm, movedForm, newEventForm } from './simulated-forms'
import { simulationPlanner } from './simulation-planner'

export type SimulatedChange = 'created' | 'moved' | 'cancelled'

export interface SimulationResult {
  change: SimulatedChange
  eventId: string
  title: string
  startDay: string
}

/** Mostly new entries and moves, now and then a cancellation. */
const CHANGE_WEIGHTS: [SimulatedChange, number][] = [
  ['created', 0.5],
  ['moved', 0.35],
  ['cancelled', 0.15],
]

export function pickChange(random: Random): SimulatedChange {
  let remaining = random.next()
  for (const [change, weight] of CHANGE_WEIGHTS) {
    remaining -= weight
    if (remaining < 0) return change
  }
  return 'created'
}

/** New forms drawn before giving up when each one may duplicate an entry of the agenda. */
const CREATE_ATTEMPTS = 5

/** The share of new entries the desk marks as top. */
const TOP_SHARE = 0.4

/** An upcoming planned entry, a little ahead so that moving it keeps it in the future. */
async function upcomingEventId(database: DatabaseHandle): Promise<string | null> {
  const [row] = await database.query<{ id: string }>(
    `SELECT id FROM events
     WHERE kind = 'event' AND status = 'planned'
       AND starts_at BETWEEN now() + interval '2 hours' AND now() + interval '7 days'
     ORDER BY random() LIMIT 1`,
  )
  return row?.id ?? null
}

type DeskCall = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
) => Promise<DeskEventResponse | null>

/**
 * Calls the desk as the simulation planner: null when the desk warns of a possible duplicate,
 * any other refusal an error (the job tries again later).
 */
function deskClient(
  app: FastifyInstance,
  database: DatabaseHandle,
  ticketSeconds: number,
): DeskCall {
  let ticket: { token: string; renewAt: number } | undefined
  const currentTicket = async () => {
    if (!ticket || Date.now() >= ticket.renewAt) {
      const token = await app.tickets.issue(await simulationPlanner(database.db))
      // Renewed halfway through its life: never sent as it expires.
      ticket = { token, renewAt: Date.now() + (ticketSeconds * 1000) / 2 }
    }
    return ticket.token
  }
  return async (method, path, body) => {
    const response = await app.inject({
      method,
      url: `${PLANNING_PATH}${path}`,
      headers: { authorization: `Bearer ${await currentTicket()}` },
      ...(body ? { payload: body } : {}),
    })
    // The desk warns of a possible duplicate (the same Regierungspressekonferenz again): the
    // simulation never writes one on purpose, it draws another entry.
    if (
      response.statusCode === 409 &&
      response.json<{ code: string }>().code === POSSIBLE_DUPLICATE
    )
      return null
    if (response.statusCode >= 300) {
      throw new Error(`the planning desk refused ${method} ${path}: ${response.body}`)
    }
    return response.json<DeskEventResponse>()
  }
}

/** The desk's answer; a warning where none can come (reads, edits, status) is an error. */
function answered(event: DeskEventResponse | null): DeskEventResponse {
  if (!event) throw new Error('the planning desk warned of a duplicate where it never does')
  return event
}

const resultOf = (change: SimulatedChange, event: DeskEventResponse): SimulationResult => ({
  change,
  eventId: event.id,
  title: event.fields.title,
  startDay: event.fields.when.startDay,
})

export function createSimulation(
  app: FastifyInstance,
  database: DatabaseHandle,
  ticketSeconds: number,
) {
  const desk = deskClient(app, database, ticketSeconds)

  const create = async (random: Random) => {
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const fields = newEventForm(random, new Date())
      // Some top entries, so the Standard view (top entries only) announces new ones too.
      const isTop = random.chance(TOP_SHARE)
      const created = await desk('POST', '/events', { fields, isTop })
      if (created) return resultOf('created', created)
    }
    throw new Error('every new entry drawn may duplicate one of the agenda')
  }

  const move = async (id: string, random: Random) => {
    const current = answered(await desk('GET', `/events/${encodeURIComponent(id)}`))
    const fields: EventSubmission = movedForm(completedForm(current.fields, random), random)
    // A seeded entry whose form even a filled-in gap cannot save: make something new instead.
    if (Object.keys(submissionErrors(fields)).length > 0) return create(random)
    const body = { fields, isTop: current.isTop }
    return resultOf('moved', answered(await desk('PUT', `/events/${encodeURIComponent(id)}`, body)))
  }

  const cancel = async (id: string) =>
    resultOf(
      'cancelled',
      answered(
        await desk('POST', `/events/${encodeURIComponent(id)}/status`, { status: 'cancelled' }),
      ),
    )

  /** Makes the change asked for; with no upcoming entry to move or cancel, a new one. */
  return async function simulate(
    change: SimulatedChange,
    random: Random,
  ): Promise<SimulationResult> {
    if (change === 'created') return create(random)
    const id = await upcomingEventId(database)
    if (!id) return create(random)
    return change === 'moved' ? move(id, random) : cancel(id)
  }
}
