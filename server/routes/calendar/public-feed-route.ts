// GET /calendar/v1/<token>.ics: a subscribed calendar, read by calendar clients without a ticket
// (docs/security.md#calendar-feeds). The token is the only key, so every way of not answering
// (wrong, revoked or rotated-away token, an owner without access, a target gone or left) is the
// same 404, and every request pays the same database lookup by the token's hash first.
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from '@sinclair/typebox'
import { accessVerdict } from '../../../domain/agenda-access'
import type { FilterRule } from '../../../domain/filter-rules'
import type { DatabaseHandle } from '../../db/database'
import { findPublishedFeed, markFeedUsed, type PublishedFeed } from './feed-store'
import { hashFeedToken } from './feed-tokens'
import { feedEtagKey, FeedEtags, nextEmbargoEnd } from './feed-etags'
import { feedWindow, nextWindowMove } from './feed-window'
import { writeCalendar } from './ics-calendar'
import { IcsEntryCache } from './ics-entry-cache'
import { readEventsBySearch, readEventsOfFolder, readSeriesOf } from './ics-event-rows'
import { CALENDAR_TYPE } from './ics-reply'
import { TokenBuckets, type BucketLimit } from './token-buckets'

/** A client address may fetch 60 feeds at once and one a second after that. */
export const ADDRESS_LIMIT: BucketLimit = { burst: 60, refillPerSecond: 1 }
/** One feed may be fetched 10 times at once and once a minute after that (clients poll hourly). */
export const FEED_LIMIT: BucketLimit = { burst: 10, refillPerSecond: 1 / 60 }

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Diesen Kalender gibt es nicht.' }
const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Dieser Kalender wurde zu oft abgerufen. Bitte später erneut versuchen.',
}

/**
 * A feed keeps cancelled and postponed entries whatever its search's status rule says: a
 * subscribed calendar learns of a cancellation only from STATUS:CANCELLED, and of a new date only
 * from the same UID at its new time; an entry that just left the feed would stay at its old time.
 */
const feedRules = (rules: FilterRule[]) => rules.filter((rule) => rule.type !== 'FILTER_STATUS')

function readFeedEvents(database: DatabaseHandle, feed: PublishedFeed, now: number) {
  if (feed.kind === 'folder') return readEventsOfFolder(database, feed.targetId)
  return readEventsBySearch(database, feedRules(feed.filterRules ?? []), feedWindow(now))
}

/**
 * What a feed's text depends on in the database: the agenda's data version, and for a folder's
 * feed which entries the folder holds (adding or removing one raises no data version).
 */
async function feedVersion(database: DatabaseHandle, feed: PublishedFeed): Promise<string> {
  const [row] = await database.query<{ version: string; items: string }>(
    `SELECT (SELECT version::text FROM agenda_data_version) AS version,
       (SELECT count(*)::text || ':' || coalesce(max(added_at)::text, '')
        FROM folder_items WHERE folder_id = $1) AS items`,
    [feed.kind === 'folder' ? feed.targetId : null],
  )
  return `${row?.version ?? ''}/${row?.items ?? ''}`
}

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url')}"`

/** Whether If-None-Match names this ETag (weak or strong) or is `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

const refuse = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').send(NOT_FOUND)

export default async function publicFeedRoute(
  app: FastifyInstance,
  options: { database: DatabaseHandle; publicUrl: string },
) {
  const { database, publicUrl } = options
  const byAddress = new TokenBuckets(ADDRESS_LIMIT)
  const byFeed = new TokenBuckets(FEED_LIMIT)
  const cache = new IcsEntryCache()
  const etags = new FeedEtags()

  app.get('/calendar/v1/:file', {
    schema: { hide: true, params: Type.Object({ file: Type.String() }) },
    handler: async (request, reply) => {
      const { file } = request.params as { file: string }
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
      const wait = byAddress.take(request.ip) || byFeed.take(hashFeedToken(token))
      if (wait > 0) {
        return reply.status(429).header('retry-after', String(wait)).send(RATE_LIMITED)
      }
      const feed = await findPublishedFeed(database, token)
      if (!feed || accessVerdict(feed.owner) !== 'ok') return refuse(reply)
      const now = Date.now()
      const key = feedEtagKey(await feedVersion(database, feed), feed)
      const known = etags.lookup(feed.id, key, now)
      if (known && matchesEtag(request.headers['if-none-match'], known)) {
        await markFeedUsed(database, feed.id)
        return reply
          .status(304)
          .header('etag', known)
          .header('cache-control', 'private, no-cache')
          .send()
      }
      const rows = await readFeedEvents(database, feed, now)
      const text = writeCalendar(rows, {
        name: `Agenda: ${feed.name}`,
        publicUrl,
        cache,
        now,
        series: await readSeriesOf(database, rows),
      })
      await markFeedUsed(database, feed.id)
      // The text depends on the time (the window moves, a Sperrfrist leaves an entry when it
      // passes), so the ETag is taken from the text on every fetch, never kept: a 304 is sent
      // only while the calendar a client holds is still exactly right.
      const etag = etagOf(text)
      const validUntil = Math.min(
        nextWindowMove(now),
        nextEmbargoEnd(
          rows.map((row) => row.embargo_at),
          now,
        ),
      )
      etags.remember(feed.id, { key, etag, validUntil })
      reply.header('etag', etag).header('cache-control', 'private, no-cache')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send()
      return reply.type(CALENDAR_TYPE).send(text)
    },
  })
}
