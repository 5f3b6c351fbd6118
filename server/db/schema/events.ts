import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { EventSubmission } from '../../../domain/event-submission'
import type { EventKind, EventStatus, MaterialType } from '../../../domain/filter-rules'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * An entry's searchable words by where they stand, which ranks a match (issue 36): title (weight A),
 * teaser, the entry's topic line (B), place (C), description (D). `titel:` and `ort:` search one
 * weight (routes/events/fulltext-query.ts).
 */
const SEARCH_VECTOR = sql.raw(
  `setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(teaser, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'D') || setweight(to_tsvector('german'::regconfig, coalesce(location_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(area, '') || ' ' || coalesce(locality, '')), 'C')`,
)

export interface EventContact {
  name: string
  role?: string
  email?: string
  phone?: string
}
export interface EventLink {
  label: string
  url: string
}
export interface EventImage {
  kind: 'current' | 'archive'
  url: string
  caption: string
}

/** Who wrote an entry: the seed (or an import), the planning desk, or an accepted submission. */
export type EventSource = 'seed' | 'desk' | 'submission'

export type PhotoScene = 'parliament' | 'podium' | 'stage' | 'stadium' | 'skyline' | 'landscape'
export type PhotoLight = 'morning' | 'day' | 'evening' | 'night'
/** The whole scene, or a close view of part of it. */
export type PhotoFraming = 'wide' | 'close'

interface StoredPictureText {
  caption: string
  /** „Foto: Agenda/Jana Krüger“, „Grafik: Agenda“. */
  credit: string
  alt: string
}

/** A photo of a news item as the server draws it: a scene in a light, with the event's title. */
export interface StoredPhoto extends StoredPictureText {
  kind: 'photo'
  scene: PhotoScene
  light: PhotoLight
  framing: PhotoFraming
  /** Varies the drawing within its scene (positions, sizes), 0–999. */
  variant: number
  /** Written onto the picture, usually the event's title. */
  label: string
}

/** A bar chart of a graphic news item; the numbers are the item's, not made up when drawn. */
export interface StoredChart extends StoredPictureText {
  kind: 'chart'
  title: string
  /** What the values count, e.g. „Besucher in Tausend“. */
  unit: string
  source: string
  bars: { label: string; value: number }[]
}

export type StoredNewsPicture = StoredPhoto | StoredChart

/** An entry of the agenda: event, topic, anniversary or action day (ARCHITECTURE.md, Data). */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<EventKind>().notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isWholeDay: boolean('is_whole_day').notNull().default(false),
    locationName: text('location_name'),
    street: text('street'),
    city: text('city'),
    area: text('area'),
    locality: text('locality'),
    federalState: text('federal_state'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ressorts: text('ressorts').array().notNull().default([]),
    regionalServices: text('regional_services').array().notNull().default([]),
    materialTypes: text('material_types').$type<MaterialType[]>().array().notNull().default([]),
    /** Planned coverage per material type, e.g. { text: 'Bericht ab 12 Uhr' }. */
    coverage: jsonb('coverage')
      .$type<Partial<Record<MaterialType, string>>>()
      .notNull()
      .default({}),
    isTop: boolean('is_top').notNull().default(false),
    genre: text('genre'),
    embargoAt: timestamp('embargo_at', { withTimezone: true }),
    copyright: text('copyright'),
    notes: text('notes'),
    contacts: jsonb('contacts').$type<EventContact[]>().notNull().default([]),
    links: jsonb('links').$type<EventLink[]>().notNull().default([]),
    status: text('status').$type<EventStatus>().notNull().default('planned'),
    image: jsonb('image').$type<EventImage | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by a trigger on every update of the row (migration 0014): the ICS `SEQUENCE`. */
    revision: integer('revision').notNull().default(0),
    source: text('source').$type<EventSource>().notNull().default('seed'),
    /**
     * The form the desk last saved it with (migration 0016), for the fields the entry has no
     * column for (postal code, access link, desk contact); null for seeded entries.
     */
    form: jsonb('form').$type<EventSubmission | null>(),
    search: tsvector('search').generatedAlwaysAs(SEARCH_VECTOR),
    /**
     * The same words without positions and weights (migration 0025), what the GiST index holds:
     * the index is lossy, so every candidate row is checked again, and computing strip(search)
     * for each one cost more than reading the row (bench/search.ts at 1,000,000 events).
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`strip(${SEARCH_VECTOR})`),
    /**
     * The words of title, teaser and place with weights and positions (migration 0027): what
     * ranks a match by relevance, small enough to read for every match, unlike the description.
     * `event_search` copies it.
     */
    rankedWords: tsvector('ranked_words').generatedAlwaysAs(
      sql`ts_filter(${SEARCH_VECTOR}, '{a,b,c}')`,
    ),
  },
  (table) => [
    index('events_search_idx').using('gin', table.search),
    index('events_starts_at_idx').on(table.startsAt, table.id),
    index('events_ends_at_idx').on(table.endsAt),
    index('events_updated_at_idx').on(table.updatedAt, table.id),
    // Every search has a time window and most have words: one GiST index over both finds the
    // few entries matching window and words at once, instead of ANDing thousands of candidates.
    // It holds the words without positions (search_words): GiST signatures cannot answer phrases
    // or prefixes, so those go to the GIN index on `search` (see routes/events/fulltext-query.ts).
    // (GIN indexes on ressorts/regional services lured the planner into slow bitmap ANDs over
    // tens of thousands of rows; the window is always the more selective condition.)
    index('events_period_words_idx').using(
      'gist',
      sql`tstzrange(${table.startsAt}, ${table.endsAt}, '[]')`,
      table.searchWords,
    ),
    // The duplicate check of submissions (routes/submissions): similar titles (pg_trgm) and
    // the same link.
    index('events_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('events_links_idx').using('gin', table.links.op('jsonb_path_ops')),
    check('events_period_check', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
)

/**
 * What a search reads of every matching entry, and nothing else (migration 0026): window, words,
 * filter and facet columns. The exact totals and facets read every match, and from `events` (1.3 KB
 * a row) that meant one block per match at 1,000,000 events; these rows are a third the size and
 * stored in the order of their start, so a week's matches share few blocks (docs/scaling.md).
 * Triggers on `events` keep it in step; `refill_event_search()` restores the order after bulk
 * writes (the seed).
 */
export const eventSearch = pgTable(
  'event_search',
  {
    id: text('id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    isTop: boolean('is_top').notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    federalState: text('federal_state'),
    genre: text('genre'),
    ressorts: text('ressorts').array().notNull(),
    regionalServices: text('regional_services').array().notNull(),
    materialTypes: text('material_types').$type<MaterialType[]>().array().notNull(),
    searchWords: tsvector('search_words').notNull(),
    /** What ranks a match by relevance (see `events.ranked_words`). */
    rankedWords: tsvector('ranked_words').notNull(),
  },
  (table) => [
    // The index the searches use (see events_period_words_idx, which it replaces for them).
    index('event_search_period_words_idx').using(
      'gist',
      sql`tstzrange(${table.startsAt}, ${table.endsAt}, '[]')`,
      table.searchWords,
    ),
  ],
)

/** A news item (event report) the agency published on an event. */
export const newsItems = pgTable(
  'news_items',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    genre: text('genre').notNull(),
    materialType: text('material_type').$type<MaterialType>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    body: text('body').notNull(),
    /** Photos and charts of picture and graphic items, drawn by the server on request. */
    pictures: jsonb('pictures').$type<StoredNewsPicture[]>().notNull().default([]),
  },
  (table) => [index('news_items_event_id_idx').on(table.eventId, table.publishedAt)],
)

export type EventRow = typeof events.$inferSelect
export type NewsItemRow = typeof newsItems.$inferSelect
