// The submissions API's wire types (issue 17, docs/architecture.md#submissions): the duplicate
// check while a submission is typed, sending it, and the submitter's own list.
import { Type, type Static } from '@sinclair/typebox'
import { WhenSchema } from './event-submission'
import { SingleLineText } from './safe-text'

const PROBE_TEXT_MAX_LENGTH = 2000

/**
 * A submission as far as it is typed: only what the duplicate check reads, each part optional;
 * the other fields of the form may come along and are ignored.
 */
export const DuplicateCheckRequestSchema = Type.Object({
  title: Type.Optional(SingleLineText({ maxLength: PROBE_TEXT_MAX_LENGTH })),
  when: Type.Optional(WhenSchema),
  place: Type.Optional(
    Type.Object({ venue: Type.Optional(SingleLineText({ maxLength: PROBE_TEXT_MAX_LENGTH })) }),
  ),
  accessLink: Type.Optional(SingleLineText({ maxLength: PROBE_TEXT_MAX_LENGTH })),
  links: Type.Optional(
    Type.Array(Type.Object({ url: SingleLineText({ maxLength: PROBE_TEXT_MAX_LENGTH }) }), {
      maxItems: 10,
      errorMessage: 'Höchstens 10 Links.',
    }),
  ),
})

export type DuplicateCheckRequest = Static<typeof DuplicateCheckRequestSchema>

export const DUPLICATE_REASONS = ['same-link', 'same-venue-and-start', 'similar-title'] as const

export const DuplicateSchema = Type.Object({
  kind: Type.Union([Type.Literal('event'), Type.Literal('submission')]),
  id: Type.String(),
  title: Type.String(),
  startTime: Type.String({ format: 'date-time' }),
  /** 0–1: 1 for the same link, 0.9 for the same venue and start, else the title's similarity. */
  score: Type.Number(),
  reason: Type.Union(DUPLICATE_REASONS.map((reason) => Type.Literal(reason))),
})

export type Duplicate = Static<typeof DuplicateSchema>

export const DuplicatesResponseSchema = Type.Object({ duplicates: Type.Array(DuplicateSchema) })

export const SUBMISSION_STATES = [
  'neu',
  'in_pruefung',
  'angenommen',
  'abgelehnt',
  'dublette',
] as const
export type SubmissionState = (typeof SUBMISSION_STATES)[number]

/** The states the desk still decides on; a submission in any other is decided. */
export const OPEN_SUBMISSION_STATES: readonly SubmissionState[] = ['neu', 'in_pruefung']
export const isOpenSubmissionState = (state: SubmissionState) =>
  OPEN_SUBMISSION_STATES.includes(state)

const SubmissionStateSchema = Type.Union(SUBMISSION_STATES.map((state) => Type.Literal(state)))

export const SubmissionCreatedSchema = Type.Object({
  id: Type.String(),
  /** Shown to the submitter, e.g. „AG-2026-000123“. */
  reference: Type.String(),
  state: SubmissionStateSchema,
  duplicates: Type.Array(DuplicateSchema),
})

export const MySubmissionSchema = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  state: SubmissionStateSchema,
  title: Type.String(),
  startTime: Type.String({ format: 'date-time' }),
  endTime: Type.String({ format: 'date-time' }),
  isWholeDay: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})

export const MySubmissionsResponseSchema = Type.Object({
  submissions: Type.Array(MySubmissionSchema),
})

/**
 * A 400 of the submissions API: INVALID_SUBMISSION with one German sentence per field (path like
 * 'place/postalCode'); other refusals (bad JSON, too large) without `fields`.
 */
export const SubmissionRefusalSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
})
