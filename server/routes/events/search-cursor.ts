// The opaque paging cursor: base64url JSON of the last entry's sort key and id, sorted by relevance
// also its tier. Keyset paging on ([tier,] sort key, id) stays stable while entries are added or
// changed between pages.
import type { SearchSort, SortOrder } from '../../../domain/events-api'
import { ApiError } from '../../plugins/api-errors'
import { AGENDA_YEAR_PREFIX, isSingleLineText } from '../../../domain/safe-text'
import { isTier, type Tier } from './entry-matches'

export interface SearchCursor {
  sort: SearchSort
  order: SortOrder
  /** The sort column's value in UTC with microseconds (SORT_KEY_PATTERN), exact for keyset. */
  key: string
  id: string
  /** Only sorted by relevance: the last entry's tier. */
  tier?: Tier
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

const SORT_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const AGENDA_YEAR = new RegExp(AGENDA_YEAR_PREFIX)
const ID_MAX_LENGTH = 200

/** A real calendar time in the exact shape the search query prints (no 30 February). */
function isSortKey(key: unknown): key is string {
  if (typeof key !== 'string' || !SORT_KEY_PATTERN.test(key) || !AGENDA_YEAR.test(key)) return false
  const time = Date.parse(key)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === key.slice(0, 19)
}

/** An entry id as the database may hold it: one line of text, no NUL. */
const isEntryId = (id: unknown): id is string =>
  typeof id === 'string' && id.length <= ID_MAX_LENGTH && isSingleLineText(id)

export const invalidCursor = () =>
  new ApiError(400, 'INVALID_CURSOR', 'Der Cursor ist ungültig. Bitte starten Sie die Suche neu.')

/** Decodes a cursor and checks it belongs to a search with the same sort and order. */
export function decodeCursor(text: string, sort: SearchSort, order: SortOrder): SearchCursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  const candidate = parsed as Partial<SearchCursor> | null
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    candidate.sort !== sort ||
    candidate.order !== order ||
    !isEntryId(candidate.id) ||
    !isSortKey(candidate.key) ||
    (sort === 'relevance' ? !isTier(candidate.tier) : candidate.tier !== undefined)
  ) {
    throw invalidCursor()
  }
  const { key, id, tier } = candidate
  return { sort, order, key, id, ...(tier !== undefined && { tier }) }
}
