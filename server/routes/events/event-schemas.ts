// TypeBox schemas of the events and event-reports APIs: they validate requests, serialize
// responses and feed the OpenAPI document. The compile-time checks below pin them to domain/.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  EVENT_KINDS,
  EVENT_STATUSES,
  FILTER_RULE_TYPES,
  MATERIAL_TYPES,
} from '../../../domain/filter-rules'
import type {
  AgendaEvent,
  AgendaEventDetail,
  EventSearchRequest,
  EventSearchResponse,
  NewsItem,
} from '../../../domain/events-api'

/** A string enum as one JSON-schema `enum`, so a wrong value gives one clear validation error. */
function StringEnum<const Values extends readonly string[]>(values: Values, description?: string) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], description })
}

/**
 * `nullable` (OpenAPI 3.0) instead of anyOf with null: fast-json-stringify serializes it
 * directly, while anyOf makes it run a validator per field to pick a branch.
 */
const Nullable = <Schema extends TSchema>(schema: Schema) =>
  Type.Unsafe<Static<Schema> | null>({ ...schema, nullable: true })
const Timestamp = Type.String({ format: 'date-time' })
const MaterialType = StringEnum(MATERIAL_TYPES)

export const ErrorSchema = Type.Object({ code: Type.String(), message: Type.String() })

const LocationSchema = Type.Object({
  name: Nullable(Type.String()),
  street: Nullable(Type.String()),
  city: Nullable(Type.String()),
  area: Nullable(Type.String()),
  locality: Nullable(Type.String()),
  federalState: Nullable(Type.String()),
  country: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
})

export const AgendaEventSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(EVENT_KINDS),
  title: Type.String(),
  teaser: Type.String(),
  startTime: Timestamp,
  endTime: Timestamp,
  isWholeDay: Type.Boolean(),
  location: LocationSchema,
  ressorts: Type.Array(Type.String()),
  regionalServices: Type.Array(Type.String()),
  materialTypes: Type.Array(MaterialType),
  isTop: Type.Boolean(),
  genre: Nullable(Type.String()),
  status: StringEnum(EVENT_STATUSES),
  embargo: Nullable(Timestamp),
  dateUpdated: Timestamp,
  image: Nullable(
    Type.Object({
      kind: StringEnum(['current', 'archive'] as const),
      url: Type.String(),
      caption: Type.String(),
    }),
  ),
})

const NewsItemSummarySchema = Type.Object({
  id: Type.String(),
  headline: Type.String(),
  genre: Type.String(),
  materialType: MaterialType,
  publishedAt: Timestamp,
})

export const AgendaEventDetailSchema = Type.Composite([
  AgendaEventSchema,
  Type.Object({
    description: Type.String(),
    coverage: Type.Partial(
      Type.Object({
        text: Type.String(),
        picture: Type.String(),
        graphic: Type.String(),
        audio: Type.String(),
        video: Type.String(),
      }),
    ),
    copyright: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    contacts: Type.Array(
      Type.Object({
        name: Type.String(),
        role: Type.Optional(Type.String()),
        email: Type.Optional(Type.String()),
        phone: Type.Optional(Type.String()),
      }),
    ),
    links: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
    dateCreated: Timestamp,
    newsItems: Type.Array(NewsItemSummarySchema),
  }),
])

export const NewsItemSchema = Type.Composite([
  NewsItemSummarySchema,
  Type.Object({
    body: Type.String(),
    event: Type.Object({ id: Type.String(), title: Type.String() }),
  }),
])

export const FilterRuleSchema = Type.Object(
  {
    type: StringEnum(FILTER_RULE_TYPES),
    values: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: 50,
    }),
    exclude: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const MAX_LIMIT = 200
export const DEFAULT_LIMIT = 50

export const EventSearchRequestSchema = Type.Object(
  {
    filterRules: Type.Array(FilterRuleSchema, { maxItems: 50 }),
    from: Type.String({ format: 'date-time', description: 'Beginn des Zeitfensters' }),
    to: Type.String({ format: 'date-time', description: 'Ende des Zeitfensters (exklusiv)' }),
    sort: Type.Optional(StringEnum(['startTime', 'dateUpdated'] as const)),
    order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
    cursor: Type.Optional(Type.String({ maxLength: 1000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
  },
  { additionalProperties: false },
)

const FacetCountsSchema = Type.Record(Type.String(), Type.Integer())

export const EventSearchResponseSchema = Type.Object({
  items: Type.Array(AgendaEventSchema),
  nextCursor: Nullable(Type.String()),
  total: Type.Integer(),
  facets: Type.Object({
    ressort: FacetCountsSchema,
    regionalService: FacetCountsSchema,
    materialType: FacetCountsSchema,
    kind: FacetCountsSchema,
  }),
})

// The schemas and the wire types of domain/ must describe the same shapes, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
function assertSame<T extends true>(): T | undefined {
  return undefined
}
assertSame<Same<Static<typeof AgendaEventSchema>, AgendaEvent>>()
assertSame<Same<Static<typeof AgendaEventDetailSchema>, AgendaEventDetail>>()
assertSame<Same<Static<typeof NewsItemSchema>, NewsItem>>()
assertSame<Same<Static<typeof EventSearchRequestSchema>, EventSearchRequest>>()
assertSame<Same<Static<typeof EventSearchResponseSchema>, EventSearchResponse>>()
