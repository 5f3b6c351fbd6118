// The planning desk's wire types (issue 17, docs/architecture.md#planning-desk): the queue of
// submissions, one submission with its history and likely duplicates, the desk's decisions, and
// the events the desk writes itself. Only planners may call these; the server checks the role
// in the database on every call, so taking it away takes effect at once.
import { Type, type Static } from '@sinclair/typebox'
import { EventSubmissionSchema } from './event-submission'
import { EVENT_STATUSES } from './filter-rules'
import { SingleLineText } from './safe-text'
import { UserLine } from './user-text'
import { DuplicateSchema, SUBMISSION_STATES } from './submissions-api'

export const PLANNING_PATH = '/events/api/v1/planning'

const Timestamp = Type.String({ format: 'date-time' })
const StateSchema = Type.Union(SUBMISSION_STATES.map((state) => Type.Literal(state)))

/** The queue's filters, all optional: a state, a word of the title, a suggested ressort. */
export const QueueRequestSchema = Type.Object({
  state: Type.Optional(StateSchema),
  q: Type.Optional(SingleLineText({ maxLength: 200 })),
  ressort: Type.Optional(SingleLineText({ maxLength: 100 })),
})
export type QueueRequest = Static<typeof QueueRequestSchema>

export const QueueItemSchema = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  state: StateSchema,
  title: Type.String(),
  startTime: Timestamp,
  endTime: Timestamp,
  isWholeDay: Type.Boolean(),
  organiser: Type.String(),
  ressort: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Timestamp,
  /** The highest score among its likely duplicates, null when there are none. */
  duplicateScore: Type.Union([Type.Number(), Type.Null()]),
})
export type QueueItem = Static<typeof QueueItemSchema>

export const QueueResponseSchema = Type.Object({
  /** Per state, over the whole queue matching q and ressort (not only the chosen state). */
  counts: Type.Record(Type.String(), Type.Integer()),
  submissions: Type.Array(QueueItemSchema),
})
export type QueueResponse = Static<typeof QueueResponseSchema>

export const HISTORY_ACTIONS = [
  'eingereicht',
  'geoeffnet',
  'bearbeitet',
  'angenommen',
  'abgelehnt',
  'dublette',
  'erneut_eingereicht',
] as const

export const HistoryEntrySchema = Type.Object({
  action: Type.Union(HISTORY_ACTIONS.map((action) => Type.Literal(action))),
  /** Who: the planner's or the submitter's name. */
  actor: Type.String(),
  at: Timestamp,
  /** The field paths that changed ('title', 'place/city'), for 'bearbeitet' and 'erneut_eingereicht'. */
  changedFields: Type.Array(Type.String()),
  /** The reason of a rejection, the event of a duplicate. */
  note: Type.Union([Type.String(), Type.Null()]),
})
export type HistoryEntry = Static<typeof HistoryEntrySchema>

export const QueueSubmissionSchema = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  state: StateSchema,
  fields: EventSubmissionSchema,
  submitter: Type.Object({ name: Type.String(), email: Type.String() }),
  submittedAt: Timestamp,
  /** The event it became (angenommen) or duplicates (dublette). */
  eventId: Type.Union([Type.String(), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  /** Optimistic lock: an edit or decision names the version it was made on (409 otherwise). */
  version: Type.Integer(),
  duplicates: Type.Array(DuplicateSchema),
  history: Type.Array(HistoryEntrySchema),
})
export type QueueSubmission = Static<typeof QueueSubmissionSchema>

/** PUT …/planning/submissions/:id: the planner's edit of any field. */
export const SubmissionEditSchema = Type.Object({
  version: Type.Integer(),
  fields: EventSubmissionSchema,
})

/** POST …/planning/submissions/:id/decision */
export const DecisionSchema = Type.Union([
  Type.Object({
    version: Type.Integer(),
    decision: Type.Literal('annehmen'),
    /** Accept although it may duplicate an entry of the agenda (after the 409 below). */
    allowDuplicate: Type.Optional(Type.Boolean()),
  }),
  Type.Object({
    version: Type.Integer(),
    decision: Type.Literal('ablehnen'),
    reason: UserLine('Die Begründung', { minLength: 1, maxLength: 1000 }),
  }),
  Type.Object({
    version: Type.Integer(),
    decision: Type.Literal('dublette'),
    eventId: Type.String({ minLength: 1, maxLength: 100 }),
  }),
])
export type Decision = Static<typeof DecisionSchema>

/** POST …/planning/events and PUT …/planning/events/:id: the desk's own events, same form. */
export const DeskEventSchema = Type.Object({
  fields: EventSubmissionSchema,
  isTop: Type.Boolean(),
  /** Create it although it may duplicate an entry of the agenda (after the 409 below). */
  allowDuplicate: Type.Optional(Type.Boolean()),
})
export type DeskEvent = Static<typeof DeskEventSchema>

/**
 * 409 of a desk event's creation or a submission's acceptance: the agenda may hold it already
 * (the submissions' duplicate rule, server/routes/submissions/find-duplicates.ts); sent again
 * with `allowDuplicate` it is written. Other 409s (changed meanwhile) have no `duplicates`.
 */
export const POSSIBLE_DUPLICATE = 'POSSIBLE_DUPLICATE'
export const DeskConflictSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  duplicates: Type.Optional(Type.Array(DuplicateSchema)),
})
export type DeskConflict = Static<typeof DeskConflictSchema>

/** GET …/planning/events/:id: an event in the form's shape, to edit with the same form. */
export const DeskEventResponseSchema = Type.Object({
  id: Type.String(),
  fields: EventSubmissionSchema,
  isTop: Type.Boolean(),
  status: Type.Union(EVENT_STATUSES.map((status) => Type.Literal(status))),
})
export type DeskEventResponse = Static<typeof DeskEventResponseSchema>

/** POST …/planning/events/:id/status: abgesagt, verschoben, or back to planned. */
export const EventStatusChangeSchema = Type.Object({
  status: Type.Union(EVENT_STATUSES.map((status) => Type.Literal(status))),
})
