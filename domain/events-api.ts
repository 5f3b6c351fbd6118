// Wire types of the events and event-reports APIs (docs/architecture.md#apis), written once as
// TypeBox schemas: the server validates requests and serializes answers with them (Fastify's Ajv;
// they feed the OpenAPI document too), the app and the service worker read their Static types.
// Only types reach the app, so none of TypeBox lands in its bundle.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  EVENT_KINDS,
  EVENT_STATUSES,
  FILTER_RULE_TYPES,
  MATERIAL_TYPES,
  type FilterRule,
} from './filter-rules'
import { AgendaDateTime, SingleLineText } from './safe-text'

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

/** Most pictures a picture or graphic news item carries. */
export const MAX_NEWS_PICTURES = 4

/** A picture of a news item; its `url` is signed, since an `<img>` cannot send the ticket. */
const NewsPictureSchema = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  caption: Type.String(),
  /** „Foto: Agenda/Jana Krüger“ or „Grafik: Agenda“. */
  credit: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
})

export const NewsItemSchema = Type.Composite([
  NewsItemSummarySchema,
  Type.Object({
    /** Paragraphs separated by a blank line; plain text, never HTML. */
    body: Type.String(),
    event: Type.Object({ id: Type.String(), title: Type.String() }),
    /** Only on picture and graphic items, which have one to four. */
    pictures: Type.Optional(
      Type.Array(NewsPictureSchema, { minItems: 1, maxItems: MAX_NEWS_PICTURES }),
    ),
  }),
])

export const FilterRuleSchema = Type.Object(
  {
    type: StringEnum(FILTER_RULE_TYPES),
    values: Type.Array(SingleLineText({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: 50,
    }),
    exclude: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const MAX_LIMIT = 200
export const DEFAULT_LIMIT = 50

/** What a search and a day summary both ask: the rules and the window [from, to), sorted. */
const searchWindowProperties = {
  filterRules: Type.Array(FilterRuleSchema, { maxItems: 50 }),
  from: AgendaDateTime({ description: 'Beginn des Zeitfensters' }),
  to: AgendaDateTime({ description: 'Ende des Zeitfensters (exklusiv)' }),
  sort: Type.Optional(
    StringEnum(
      ['startTime', 'dateUpdated', 'relevance'] as const,
      'relevance: Treffer im Titel vor Thema/Teaser, Ort und Beschreibung, je Stufe nach Beginn; order gilt dann nicht',
    ),
  ),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
}

/** Most entries a search may be narrowed to (`eventIds`): one live-agenda message's worth. */
export const MAX_EVENT_IDS = 500

export const EventSearchRequestSchema = Type.Object(
  {
    ...searchWindowProperties,
    // base64url, as encodeCursor writes it
    cursor: Type.Optional(Type.String({ maxLength: 1000, pattern: '^[A-Za-z0-9_-]*$' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
    eventIds: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: MAX_EVENT_IDS,
        description:
          'Nur unter diesen Einträgen suchen: welche geänderten Einträge (agendaChanged) der Ansicht entsprechen',
      }),
    ),
  },
  { additionalProperties: false },
)

/** Most entries a day summary lists per day, and how many it lists when not told. */
export const MAX_ENTRIES_PER_DAY = 50
export const DEFAULT_ENTRIES_PER_DAY = 3
/** Longest window a day summary covers: two months, so a month grid always fits. */
export const MAX_SUMMARY_DAYS = 62

export const DaySummaryRequestSchema = Type.Object(
  {
    ...searchWindowProperties,
    perDay: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_ENTRIES_PER_DAY,
        default: DEFAULT_ENTRIES_PER_DAY,
        description: 'Wie viele Einträge je Tag mitkommen (Top-Einträge zuerst)',
      }),
    ),
  },
  { additionalProperties: false },
)

const FacetCountsSchema = Type.Record(Type.String(), Type.Integer())
const FacetsSchema = Type.Object({
  ressort: FacetCountsSchema,
  regionalService: FacetCountsSchema,
  materialType: FacetCountsSchema,
  kind: FacetCountsSchema,
})

const WithoutTopSchema = Type.Object(
  { total: Type.Integer(), facets: FacetsSchema },
  {
    description:
      'Nur wenn eine Regel FILTER_IS_TOP enthält: Gesamtzahl und Facetten derselben Suche ohne diese Regel.',
  },
)

/** A part of an excerpt; `hit` on the words the search found. */
export const SnippetPartSchema = Type.Object({
  text: Type.String(),
  hit: Type.Optional(Type.Boolean()),
})

/**
 * Where the search's words stand in an entry: all in the title, in title and teaser (topic), with
 * the place, or only with the description (body), which brings a short excerpt around them.
 */
export const EntryMatchSchema = Type.Object({
  field: StringEnum(['title', 'topic', 'place', 'body'] as const),
  snippet: Type.Optional(Type.Array(SnippetPartSchema)),
})

/** Only when the request has full-text words to find: per entry id of the answer. */
const MatchesSchema = Type.Optional(
  Type.Record(Type.String(), EntryMatchSchema, {
    description: 'Nur mit Suchwörtern: je Eintrag der Antwort, wo die Wörter stehen',
  }),
)

export const EventSearchResponseSchema = Type.Object({
  items: Type.Array(AgendaEventSchema),
  nextCursor: Nullable(Type.String()),
  total: Type.Integer(),
  facets: FacetsSchema,
  withoutTop: Type.Optional(WithoutTopSchema),
  matches: MatchesSchema,
})

/** An entry as a day cell (Monat) or a day column (7-Tage) draws it: a part of AgendaEvent. */
const DayEntrySchema = Type.Composite([
  Type.Pick(AgendaEventSchema, [
    'id',
    'kind',
    'title',
    'startTime',
    'endTime',
    'isWholeDay',
    'isTop',
    'status',
    'ressorts',
  ]),
  Type.Object({
    location: Type.Pick(LocationSchema, ['name', 'city', 'area', 'locality', 'country']),
  }),
])

const DaySummarySchema = Type.Object({
  /** A Berlin calendar day, 'YYYY-MM-DD'. */
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** Entries on this day; an entry of several days counts on each of them. */
  count: Type.Integer(),
  /** The first `perDay` entries of the day, top entries chosen first, in the search's order. */
  entries: Type.Array(DayEntrySchema),
})

export const DaySummaryResponseSchema = Type.Object({
  /** Only days with entries, in order. */
  days: Type.Array(DaySummarySchema),
  total: Type.Integer(),
  facets: FacetsSchema,
  withoutTop: Type.Optional(WithoutTopSchema),
  matches: MatchesSchema,
})

/**
 * GET /events/api/v1/data-version: the counter every change to the agenda's data raises (migration
 * 0007). The app itself follows the live agenda instead (docs/architecture.md#live-agenda); the
 * endpoint stays for other clients.
 */
export const DataVersionResponseSchema = Type.Object({ version: Type.Integer() })

export type { FilterRule }
export type EventLocation = Static<typeof LocationSchema>
/** An agenda entry as the list views need it. Times are ISO 8601 with offset. */
export type AgendaEvent = Static<typeof AgendaEventSchema>
export type NewsItemSummary = Static<typeof NewsItemSummarySchema>
/** The full event of GET /events/api/v1/events/{eventID}. */
export type AgendaEventDetail = Static<typeof AgendaEventDetailSchema>
/** GET /eventreports/api/v1/news/{newsItemId}. */
export type NewsItem = Static<typeof NewsItemSchema>
export type NewsPicture = Static<typeof NewsPictureSchema>
/** POST /events/api/v1/events/search. */
export type EventSearchRequest = Static<typeof EventSearchRequestSchema>
export type SearchSort = NonNullable<EventSearchRequest['sort']>
export type SortOrder = NonNullable<EventSearchRequest['order']>
export type EventSearchResponse = Static<typeof EventSearchResponseSchema>
export type EventSearchFacets = EventSearchResponse['facets']
export type FacetCounts = EventSearchFacets['kind']
/** POST /events/api/v1/events/day-summary. */
export type DaySummaryRequest = Static<typeof DaySummaryRequestSchema>
export type DaySummaryResponse = Static<typeof DaySummaryResponseSchema>
export type DaySummary = DaySummaryResponse['days'][number]
/** An entry of a day summary; every AgendaEvent is one too. */
export type DayEntry = Static<typeof DayEntrySchema>
/** Where the search's words stand in an entry (the answers' `matches`). */
export type EntryMatch = Static<typeof EntryMatchSchema>
export type SnippetPart = Static<typeof SnippetPartSchema>
