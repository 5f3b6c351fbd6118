// GET /calendar/v1/<token>.ics: a subscribed calendar, read by calendar clients without a ticket
// (docs/security.md#calendar-feeds). The token is the only key, so every way of not answering
// (wrong, revoked or rotated-away token, an owner without access, a target gone or left) is the
// same 404, and every request pays the same database lookup by the token's hash first.
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from '@sinclair/typebox'
import { accessVerdict } from '../../../domain/agenda-access'
import type { DatabaseHandle } from '../../db/database'
import { findPublishedFeed, markFeedUsed, type PublishedFeed } from './feed-store'
import { hashFeedToken } from './feed-tokens'
import { feedWindow } from './feed-window'
import { writeCalendar } from './ics-calendar'
import { IcsEntryCache } from './ics-entry-cache'
import { readEventsBySearch, readEventsOfFolder } from './ics-event-rows'
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

function readFeedEvents(database: DatabaseHandle, feed: PublishedFeed) {
  if (feed.kind === 'folder') return readEventsOfFolder(database, feed.targetId)
  return readEventsBySearch(database, feed.filterRules ?? [], feedWindow(Date.now()))
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
      const text = writeCalendar(await readFeedEvents(database, feed), {
        name: `Agenda: ${feed.name}`,
        publicUrl,
        cache,
      })
      await markFeedUsed(database, feed.id)
      const etag = etagOf(text)
      reply.header('etag', etag).header('cache-control', 'private, no-cache')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send()
      return reply.type(CALENDAR_TYPE).send(text)
    },
  })
}
