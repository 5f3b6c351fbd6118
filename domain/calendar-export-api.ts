// Wire types of the calendar export (issue 16, docs/architecture.md#calendar-export): the
// selection to export and the subscribable feeds of saved searches and folders.
import { Type, type Static } from '@sinclair/typebox'

/** At most this many entries in one exported calendar or feed. */
export const CALENDAR_EXPORT_LIMIT = 5000

export const CALENDAR_FEED_KINDS = ['saved-search', 'folder'] as const

export const CalendarSelectionSchema = Type.Object(
  {
    // The count is checked by the route, so that too many ids get their own German message.
    ids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1 }),
  },
  { additionalProperties: false },
)

export const CalendarFeedSchema = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<(typeof CALENDAR_FEED_KINDS)[number]>({
    type: 'string',
    enum: [...CALENDAR_FEED_KINDS],
  }),
  targetId: Type.String(),
  /** The saved search's or folder's current name. */
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type CalendarFeed = Static<typeof CalendarFeedSchema>

export const CalendarFeedCreateSchema = Type.Object(
  {
    kind: CalendarFeedSchema.properties.kind,
    targetId: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
)

export const CalendarFeedListSchema = Type.Object({ feeds: Type.Array(CalendarFeedSchema) })

/** A feed with its secret addresses: answered once, when the token is made. */
export const IssuedCalendarFeedSchema = Type.Object({
  feed: CalendarFeedSchema,
  url: Type.String(),
  webcalUrl: Type.String(),
})

export type IssuedCalendarFeed = Static<typeof IssuedCalendarFeedSchema>

/** 409 FEED_EXISTS: the user's live feed of that target, whose address cannot be shown again. */
export const FeedExistsSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  feed: CalendarFeedSchema,
})
