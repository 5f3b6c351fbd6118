// The events table as the ICS writer reads it: the columns, the row type and the reads by id,
// by saved-search rules over a window, and by folder.
import type { SeriesFrequency } from '../../../domain/event-series'
import type { FilterRule } from '../../../domain/filter-rules'
import { CALENDAR_EXPORT_LIMIT } from '../../../domain/calendar-export-api'
import type { DatabaseHandle } from '../../db/database'
import type { EventDetailRow, PlaceColumn } from '../events/event-rows'
import { searchConditions } from '../events/search-conditions'
import { SqlParams } from '../events/sql-params'

export const ICS_EVENT_COLUMNS = `e.id, e.kind, e.title, e.teaser, e.description, e.starts_at,
  e.ends_at, e.is_whole_day, e.location_name, e.street, e.city, e.area, e.locality,
  e.federal_state, e.country, e.ressorts, e.status, e.embargo_at, e.created_at, e.updated_at,
  e.revision, e.series_id, e.series_starts_at`

/** A detail row's columns the writer reads, and the revision that becomes SEQUENCE. */
export type IcsEventRow = Pick<
  EventDetailRow,
  | 'id'
  | 'kind'
  | 'title'
  | 'teaser'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'is_whole_day'
  | PlaceColumn
  | 'ressorts'
  | 'status'
  | 'embargo_at'
  | 'created_at'
  | 'updated_at'
> & {
  revision: number
  /** The series it is an occurrence of, and where the rule put it (its RECURRENCE-ID). */
  series_id: string | null
  series_starts_at: Date | string | null
}

/** A series some of a calendar's entries belong to: its rule, first occurrence and all starts. */
export interface IcsSeries {
  id: string
  frequency: SeriesFrequency
  until: string
  /** The earliest occurrence there is: the series' VEVENT with the rule is written from it. */
  first: IcsEventRow
  /** Where the rule put each occurrence there is; the rule's other days are left out (EXDATE). */
  starts: (Date | string)[]
}

/** The series of `rows`' occurrences, each with its earliest occurrence and every start. */
export async function readSeriesOf(
  database: DatabaseHandle,
  rows: readonly IcsEventRow[],
): Promise<IcsSeries[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.series_id ? [row.series_id] : [])))]
  if (!ids.length) return []
  const occurrences = await database.query<IcsEventRow>(
    `SELECT ${ICS_EVENT_COLUMNS} FROM events e WHERE e.series_id = ANY($1::text[])
     ORDER BY e.series_starts_at, e.id`,
    [ids],
  )
  const rules = await database.query<{ id: string; frequency: SeriesFrequency; until: string }>(
    'SELECT id, frequency, until::text AS until FROM event_series WHERE id = ANY($1::text[])',
    [ids],
  )
  return rules.flatMap((rule) => {
    const mine = occurrences.filter((row) => row.series_id === rule.id)
    const [first] = mine
    if (!first) return []
    return [{ ...rule, first, starts: mine.flatMap((row) => row.series_starts_at ?? []) }]
  })
}

const ORDER = 'ORDER BY e.starts_at, e.id'

/** The entries with these ids that exist, in time order; unknown ids are left out. */
export function readEventsByIds(database: DatabaseHandle, ids: string[]): Promise<IcsEventRow[]> {
  return database.query<IcsEventRow>(
    `SELECT ${ICS_EVENT_COLUMNS} FROM events e WHERE e.id = ANY($1::text[]) ${ORDER}`,
    [ids],
  )
}

/** What a saved search finds in [from, to): the search's own conditions (search-conditions.ts). */
export function readEventsBySearch(
  database: DatabaseHandle,
  rules: FilterRule[],
  window: { from: string; to: string },
): Promise<IcsEventRow[]> {
  const params = new SqlParams()
  const where = searchConditions(window, rules, params)
  return database.query<IcsEventRow>(
    `SELECT ${ICS_EVENT_COLUMNS} FROM events e WHERE ${where} ${ORDER}
     LIMIT ${params.add(CALENDAR_EXPORT_LIMIT)}`,
    params.values,
  )
}

/** The entries of a folder. */
export function readEventsOfFolder(
  database: DatabaseHandle,
  folderId: string,
): Promise<IcsEventRow[]> {
  return database.query<IcsEventRow>(
    `SELECT ${ICS_EVENT_COLUMNS} FROM folder_items i JOIN events e ON e.id = i.event_id
     WHERE i.folder_id = $1 ${ORDER} LIMIT $2`,
    [folderId, CALENDAR_EXPORT_LIMIT],
  )
}
