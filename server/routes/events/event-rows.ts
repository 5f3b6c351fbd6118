// Maps raw SQL rows of the events table to the wire types. Rows arrive either as driver rows
// (timestamps as Date) or via json_agg (timestamps as strings), so times accept both.
import type {
  AgendaEvent,
  AgendaEventDetail,
  DayEntry,
  NewsItemSummary,
} from '../../../domain/events-api'
import type { EventKind, EventStatus, MaterialType } from '../../../domain/filter-rules'
import type { EventContact, EventImage, EventLink } from '../../db/schema/events'

type Timestamp = Date | string

const LIST_TIME_COLUMNS = ['starts_at', 'ends_at', 'embargo_at', 'updated_at']
const LIST_OTHER_COLUMNS = `e.id, e.kind, e.title, e.teaser, e.is_whole_day, e.location_name,
  e.street, e.city, e.area, e.locality, e.federal_state, e.country, e.latitude, e.longitude,
  e.ressorts, e.regional_services, e.material_types, e.is_top, e.genre, e.status, e.image`

/** The columns a list entry needs, for `SELECT ${EVENT_LIST_COLUMNS} FROM events e`. */
export const EVENT_LIST_COLUMNS = `${LIST_OTHER_COLUMNS},
  ${LIST_TIME_COLUMNS.map((column) => `e.${column}`).join(', ')}`

const isoText = (column: string) =>
  `to_char(e.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * `FROM events e` joined with these lateral rows, `row_to_json(entry)` is a list entry as the
 * wire's JSON text: the keys of AgendaEventSchema in its order and nothing else, the times in
 * `toISOString`'s form, so the search passes it on instead of parsing, mapping and serializing
 * every entry again (docs/scaling.md). Numbers are PostgreSQL's shortest form, which JavaScript's
 * equals only where `PLAIN_COORDINATES` holds.
 */
export const AGENDA_EVENT_JSON_LATERALS = `CROSS JOIN LATERAL (
    SELECT e.location_name AS name, e.street, e.city, e.area, e.locality,
      e.federal_state AS "federalState", e.country, e.latitude, e.longitude
  ) place
  CROSS JOIN LATERAL (
    SELECT e.image->>'kind' AS kind, e.image->>'url' AS url, e.image->>'caption' AS caption
  ) picture
  CROSS JOIN LATERAL (
    SELECT e.id, e.kind, e.title, e.teaser, ${isoText('starts_at')} AS "startTime",
      ${isoText('ends_at')} AS "endTime", e.is_whole_day AS "isWholeDay",
      row_to_json(place) AS location, e.ressorts, e.regional_services AS "regionalServices",
      e.material_types AS "materialTypes", e.is_top AS "isTop", e.genre, e.status,
      ${isoText('embargo_at')} AS embargo, ${isoText('updated_at')} AS "dateUpdated",
      CASE WHEN e.image IS NULL OR jsonb_typeof(e.image) = 'null' THEN NULL
        ELSE row_to_json(picture) END AS image
  ) entry`

const plainNumber = (column: string) =>
  `(e.${column} IS NULL OR (abs(e.${column}) >= 1e-4 AND abs(e.${column}) < 1e15) OR e.${column}::text = '0')`

/**
 * Whether the entry's coordinates print alike in PostgreSQL and JavaScript: 0 and magnitudes
 * from 1e-4 below 1e15 (the shortest digits, with PostgreSQL's default extra_float_digits).
 * Otherwise (-0, 1e-05, NaN) the answer goes through the response schema's serializer.
 */
export const PLAIN_COORDINATES = `${plainNumber('latitude')} AND ${plainNumber('longitude')}`

/** The columns an entry of a day summary needs: what a day cell or column draws. */
export const DAY_ENTRY_COLUMNS = `e.id, e.kind, e.title, e.starts_at, e.ends_at, e.is_whole_day, e.is_top,
  e.status, e.location_name, e.city, e.area, e.locality, e.country, e.ressorts`

export const EVENT_DETAIL_COLUMNS = `${EVENT_LIST_COLUMNS}, e.description, e.coverage,
  e.copyright, e.notes, e.contacts, e.links, e.created_at`

export interface EventListRow {
  id: string
  kind: EventKind
  title: string
  teaser: string
  starts_at: Timestamp
  ends_at: Timestamp
  is_whole_day: boolean
  location_name: string | null
  street: string | null
  city: string | null
  area: string | null
  locality: string | null
  federal_state: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
  ressorts: string[]
  regional_services: string[]
  material_types: MaterialType[]
  is_top: boolean
  genre: string | null
  status: EventStatus
  embargo_at: Timestamp | null
  updated_at: Timestamp
  image: EventImage | null
}

export type DayEntryRow = Pick<
  EventListRow,
  | 'id'
  | 'kind'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'is_whole_day'
  | 'is_top'
  | 'status'
  | 'location_name'
  | 'city'
  | 'area'
  | 'locality'
  | 'country'
  | 'ressorts'
>

export interface EventDetailRow extends EventListRow {
  description: string
  coverage: Partial<Record<MaterialType, string>>
  copyright: string | null
  notes: string | null
  contacts: EventContact[]
  links: EventLink[]
  created_at: Timestamp
}

export interface NewsItemRow {
  id: string
  headline: string
  genre: string
  material_type: MaterialType
  published_at: Timestamp
}

/** `toISOString`'s own form: 2026-12-01T09:00:00.000Z. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

export const isoTime = (value: Timestamp) =>
  typeof value === 'string' && ISO_TIME.test(value) ? value : new Date(value).toISOString()

/** The columns of an entry's place, without its coordinates. */
export type PlaceColumn =
  'location_name' | 'street' | 'city' | 'area' | 'locality' | 'federal_state' | 'country'

/** An entry's place as the wire and `domain/event-place.ts` name it. */
export function placeOfRow(row: Pick<EventListRow, PlaceColumn>) {
  return {
    name: row.location_name,
    street: row.street,
    city: row.city,
    area: row.area,
    locality: row.locality,
    federalState: row.federal_state,
    country: row.country,
  }
}

export function toAgendaEvent(row: EventListRow): AgendaEvent {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    teaser: row.teaser,
    startTime: isoTime(row.starts_at),
    endTime: isoTime(row.ends_at),
    isWholeDay: row.is_whole_day,
    location: { ...placeOfRow(row), latitude: row.latitude, longitude: row.longitude },
    ressorts: row.ressorts,
    regionalServices: row.regional_services,
    materialTypes: row.material_types,
    isTop: row.is_top,
    genre: row.genre,
    status: row.status,
    embargo: row.embargo_at === null ? null : isoTime(row.embargo_at),
    dateUpdated: isoTime(row.updated_at),
    image: row.image,
  }
}

export function toDayEntry(row: DayEntryRow): DayEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startTime: isoTime(row.starts_at),
    endTime: isoTime(row.ends_at),
    isWholeDay: row.is_whole_day,
    isTop: row.is_top,
    status: row.status,
    ressorts: row.ressorts,
    location: {
      name: row.location_name,
      city: row.city,
      area: row.area,
      locality: row.locality,
      country: row.country,
    },
  }
}

export function toNewsItemSummary(row: NewsItemRow): NewsItemSummary {
  return {
    id: row.id,
    headline: row.headline,
    genre: row.genre,
    materialType: row.material_type,
    publishedAt: isoTime(row.published_at),
  }
}

export function toAgendaEventDetail(
  row: EventDetailRow,
  newsItems: NewsItemRow[],
): AgendaEventDetail {
  return {
    ...toAgendaEvent(row),
    description: row.description,
    coverage: row.coverage,
    copyright: row.copyright,
    notes: row.notes,
    contacts: row.contacts,
    links: row.links,
    dateCreated: isoTime(row.created_at),
    newsItems: newsItems.map(toNewsItemSummary),
  }
}
