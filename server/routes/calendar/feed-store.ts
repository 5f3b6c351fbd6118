// Calendar feeds in the database: listed, made, rotated and revoked by their owner, and found by
// token hash for the public feed. A feed counts only while its owner can still read its target:
// the own saved search, or a folder of the owner's organisation the owner is a member of.
import type { CalendarFeed } from '../../../domain/calendar-export-api'
import type { FilterRule } from '../../../domain/filter-rules'
import type { DatabaseHandle } from '../../db/database'
import type { CalendarFeedKind } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { isoTime } from '../events/event-rows'
import { hashFeedToken, newFeedToken } from './feed-tokens'

/** The target of feed `f` as its owner may read it: one row with name and rules, or none. */
const READABLE_TARGET = `LATERAL (
  SELECT s.name, s.filter_rules FROM saved_searches s
   WHERE f.kind = 'saved-search' AND s.id = f.target_id AND s.owner_id = f.user_id
  UNION ALL
  SELECT d.name, NULL::jsonb FROM folders d
    JOIN folder_members m ON m.folder_id = d.id AND m.user_id = f.user_id
    JOIN users member ON member.id = f.user_id AND member.organisation = d.organisation
   WHERE f.kind = 'folder' AND d.id = f.target_id
) t`

const FEED_COLUMNS = 'f.id, f.kind, f.target_id, t.name, f.created_at, f.last_used_at'

interface FeedRow {
  id: string
  kind: CalendarFeedKind
  target_id: string
  name: string
  created_at: Date | string
  last_used_at: Date | string | null
}

const toFeed = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  kind: row.kind,
  targetId: row.target_id,
  name: row.name,
  createdAt: isoTime(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : isoTime(row.last_used_at),
})

const feedNotFound = () =>
  new ApiError(404, 'FEED_NOT_FOUND', 'Dieses Kalenderabo gibt es nicht oder nicht mehr.')
const targetNotFound = () =>
  new ApiError(
    404,
    'FEED_TARGET_NOT_FOUND',
    'Diese gespeicherte Suche oder diesen Ordner gibt es nicht, oder Sie haben keinen Zugriff darauf.',
  )

/** The owner's live feeds whose targets the owner can still read, oldest first. */
export async function listFeeds(database: DatabaseHandle, userId: string): Promise<CalendarFeed[]> {
  const rows = await database.query<FeedRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds f JOIN ${READABLE_TARGET} ON TRUE
     WHERE f.user_id = $1 AND f.revoked_at IS NULL ORDER BY f.created_at, f.id`,
    [userId],
  )
  return rows.map(toFeed)
}

async function liveFeed(
  database: DatabaseHandle,
  userId: string,
  where: string,
  values: unknown[],
) {
  const [row] = await database.query<FeedRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds f JOIN ${READABLE_TARGET} ON TRUE
     WHERE f.user_id = $1 AND f.revoked_at IS NULL AND ${where}`,
    [userId, ...values],
  )
  return row && toFeed(row)
}

/** A feed with the token of its address, which exists only in this answer. */
export interface IssuedFeed {
  feed: CalendarFeed
  token: string
}

/** A new feed and its token, or the user's live feed of that target (its token cannot be shown). */
export async function createFeed(
  database: DatabaseHandle,
  userId: string,
  target: { kind: CalendarFeedKind; targetId: string },
): Promise<IssuedFeed | { existing: CalendarFeed }> {
  const [readable] = await database.query(
    `SELECT t.name FROM (SELECT $1::text AS user_id, $2::text AS kind, $3::text AS target_id) f
     JOIN ${READABLE_TARGET} ON TRUE`,
    [userId, target.kind, target.targetId],
  )
  if (!readable) throw targetNotFound()
  const token = newFeedToken()
  const id = crypto.randomUUID()
  // A feed made at the same moment by a second request loses here, on the unique index.
  const inserted = await database.query(
    `INSERT INTO calendar_feeds (id, user_id, kind, target_id, token_hash)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [id, userId, target.kind, target.targetId, hashFeedToken(token)],
  )
  if (inserted.length === 0) {
    const existing = await liveFeed(database, userId, 'f.kind = $2 AND f.target_id = $3', [
      target.kind,
      target.targetId,
    ])
    if (!existing) throw targetNotFound()
    return { existing }
  }
  const feed = await liveFeed(database, userId, 'f.id = $2', [id])
  if (!feed) throw targetNotFound()
  return { feed, token }
}

/** A new token for the feed; the old one stops working with this statement. */
export async function rotateFeed(
  database: DatabaseHandle,
  userId: string,
  feedId: string,
): Promise<IssuedFeed> {
  const token = newFeedToken()
  const updated = await database.query(
    `UPDATE calendar_feeds SET token_hash = $3
     WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL RETURNING id`,
    [userId, feedId, hashFeedToken(token)],
  )
  const feed = updated.length > 0 && (await liveFeed(database, userId, 'f.id = $2', [feedId]))
  if (!feed) throw feedNotFound()
  return { feed, token }
}

export async function revokeFeed(
  database: DatabaseHandle,
  userId: string,
  feedId: string,
): Promise<void> {
  const revoked = await database.query(
    `UPDATE calendar_feeds SET revoked_at = now()
     WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL RETURNING id`,
    [userId, feedId],
  )
  if (revoked.length === 0) throw feedNotFound()
}

/** What the public feed needs of a live feed whose owner can still read its target. */
export interface PublishedFeed {
  id: string
  kind: CalendarFeedKind
  targetId: string
  name: string
  filterRules: FilterRule[] | null
  owner: { accessStatus: 'active' | 'inactive'; agendaPlus: boolean; termsAndConditions: boolean }
}

export async function findPublishedFeed(
  database: DatabaseHandle,
  token: string,
): Promise<PublishedFeed | undefined> {
  const [row] = await database.query<{
    id: string
    kind: CalendarFeedKind
    target_id: string
    name: string
    filter_rules: FilterRule[] | null
    access_status: 'active' | 'inactive'
    agenda_plus: boolean
    terms_accepted: boolean
  }>(
    `SELECT f.id, f.kind, f.target_id, t.name, t.filter_rules,
       u.access_status, u.agenda_plus, u.terms_accepted
     FROM calendar_feeds f JOIN users u ON u.id = f.user_id JOIN ${READABLE_TARGET} ON TRUE
     WHERE f.token_hash = $1 AND f.revoked_at IS NULL`,
    [hashFeedToken(token)],
  )
  return (
    row && {
      id: row.id,
      kind: row.kind,
      targetId: row.target_id,
      name: row.name,
      filterRules: row.filter_rules,
      owner: {
        accessStatus: row.access_status,
        agendaPlus: row.agenda_plus,
        termsAndConditions: row.terms_accepted,
      },
    }
  )
}

/** Notes the use; at most once a minute, so a busy feed does not write on every fetch. */
export async function markFeedUsed(database: DatabaseHandle, feedId: string): Promise<void> {
  await database.query(
    `UPDATE calendar_feeds SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [feedId],
  )
}
