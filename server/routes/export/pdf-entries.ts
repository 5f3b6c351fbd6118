// The entries of an agenda PDF, gathered before a page is set: a view's through the agenda search
// itself (same rules, same window), page after page; a selection's by id. Both refuse more than
// MAX_PDF_ENTRIES before reading them all.
import type { AgendaEvent, EventSearchRequest } from '../../../domain/events-api'
import { MAX_LIMIT } from '../../../domain/events-api'
import { MAX_PDF_ENTRIES } from '../../../domain/agenda-pdf-api'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { EVENT_LIST_COLUMNS, toAgendaEvent, type EventListRow } from '../events/event-rows'
import { searchEvents } from '../events/search-events'

type SearchWindowRequest = Omit<EventSearchRequest, 'cursor' | 'limit'>

export const tooManyEntries = () =>
  new ApiError(
    400,
    'TOO_MANY_ENTRIES',
    'Das PDF fasst höchstens 5.000 Einträge. Bitte den Zeitraum oder die Filter eingrenzen.',
  )

/** Every entry of a search window, in the agenda's order on paper: by start time. */
export async function entriesOfSearch(
  database: DatabaseHandle,
  search: SearchWindowRequest,
): Promise<AgendaEvent[]> {
  const request = { ...search, sort: 'startTime', order: 'asc', limit: MAX_LIMIT } as const
  const first = await searchEvents(database, request)
  // The first page knows the total: a window too large is refused before the rest is read.
  if (first.total > MAX_PDF_ENTRIES) throw tooManyEntries()
  const entries = [...first.items]
  for (let cursor = first.nextCursor; cursor !== null;) {
    const page = await searchEvents(database, { ...request, cursor })
    entries.push(...page.items)
    cursor = page.nextCursor
  }
  return entries
}

/** The chosen entries that still exist, by start time; unknown ids are left out. */
export async function entriesOfIds(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<AgendaEvent[]> {
  const distinct = [...new Set(ids)]
  if (distinct.length > MAX_PDF_ENTRIES) throw tooManyEntries()
  const rows = await database.query<EventListRow>(
    `SELECT ${EVENT_LIST_COLUMNS} FROM events e WHERE e.id = ANY($1::text[])
     ORDER BY e.starts_at, e.id`,
    [distinct],
  )
  if (rows.length === 0) {
    throw new ApiError(404, 'EVENTS_NOT_FOUND', 'Keinen der gewählten Termine gibt es noch.')
  }
  return rows.map(toAgendaEvent)
}
