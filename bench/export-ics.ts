// The ICS half of bench/export.ts (issue 16): a subscribed saved search whose feed holds 2,000
// entries (of 4,000 in the agenda), fetched by calendar clients. Server time per request, measured
// around `inject` (routing, lookup by token hash, the search, writing the calendar, its hash for
// the ETag), p50/p95 over repeated fetches: full answers, and 304s with the ETag they sent. Each
// feed may be fetched 10 times at once (the route's limit), so the fetches spread over feeds of
// the same saved search, as many subscribers of one search would.
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { savedSearches } from '../server/db/schema/index'
import { FEED_LIMIT } from '../server/routes/calendar/public-feed-route'
import { anEvent, insertEvents, type EventInsert } from '../tests/support/server/agenda-factories'
import { buildTestApp } from '../tests/support/server/test-app'
import { benchUser } from './bench-user'

const FEED_EVENTS = 2000
const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export interface IcsFigures {
  events: number
  bytes: number
  /** The first fetch, before any entry is in the feed route's cache. */
  cold: number
  full: { p50: number; p95: number }
  notModified: { p50: number; p95: number }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN

/** Entries over the next 120 days, every fifth whole-day, every tenth over three days. */
function benchEvent(index: number, title: string): EventInsert {
  const start = Date.now() + (index % 120) * DAY_MS + (8 + (index % 10)) * HOUR_MS
  const days = index % 10 === 0 ? 3 : 0
  return anEvent({
    id: `bench-${title.toLowerCase()}-${index}`,
    title: `${title}: Sitzung ${index}`,
    teaser: 'Der Ausschuss berät über den Haushalt des kommenden Jahres.',
    description: 'Tagesordnung und Unterlagen beim Veranstalter.',
    startsAt: new Date(start),
    endsAt: new Date(start + days * DAY_MS + 2 * HOUR_MS),
    isWholeDay: index % 5 === 0,
    locationName: 'Plenarsaal',
    street: 'Platz der Republik 1',
    city: 'Berlin',
    federalState: 'be',
    country: 'Deutschland',
    ressorts: ['politik'],
    embargoAt: index % 4 === 0 ? new Date(start + HOUR_MS) : null,
    status: index % 25 === 0 ? 'cancelled' : 'planned',
  })
}

async function seed(database: DatabaseHandle) {
  for (const title of ['Landtag', 'Pokal']) {
    const rows = Array.from({ length: FEED_EVENTS }, (_, index) => benchEvent(index, title))
    for (let from = 0; from < rows.length; from += 500) {
      await insertEvents(database, rows.slice(from, from + 500))
    }
  }
}

/** Feed addresses of saved searches for „Landtag“, enough for `fetches` within the limit. */
async function feedPaths(app: FastifyInstance, database: DatabaseHandle, fetches: number) {
  const user = await benchUser(database)
  const authorization = `Bearer ${await app.tickets.issue(user)}`
  const paths: string[] = []
  for (let index = 0; index < Math.ceil(fetches / FEED_LIMIT.burst); index += 1) {
    const id = `bench-search-${index}`
    await database.db.insert(savedSearches).values({
      id,
      ownerId: 'bench',
      name: 'Landtag',
      filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Landtag'] }],
    })
    const answer = await app.inject({
      method: 'POST',
      url: '/events/api/v1/calendar-feeds',
      headers: { authorization },
      payload: { kind: 'saved-search', targetId: id },
    })
    if (answer.statusCode !== 201) throw new Error(`feed not made: ${answer.body}`)
    paths.push(new URL((answer.json() as { url: string }).url).pathname)
  }
  return paths
}

/** Times `RUNS` fetches spread over the feeds, each feed up to its limit. */
async function timeFetches(app: FastifyInstance, paths: string[], etag?: string) {
  const times: number[] = []
  let bytes = 0
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    const answer = await app.inject({
      url: paths[Math.floor(run / FEED_LIMIT.burst)] ?? '',
      headers: etag ? { 'if-none-match': etag } : {},
      remoteAddress: `10.9.${Math.floor(run / 50)}.${run % 50}`,
    })
    times.push(performance.now() - started)
    if (answer.statusCode !== (etag ? 304 : 200)) {
      throw new Error(`feed answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`)
    }
    bytes = Math.max(bytes, answer.rawPayload.length)
  }
  return { times, bytes }
}

/** `database`: an empty one of the caller's (PostgreSQL), closed when done; else PGlite in memory. */
export async function measureIcsFeed(database?: DatabaseHandle): Promise<IcsFigures> {
  database ??= await openDatabase({ dataDir: 'memory://' })
  const app = await buildTestApp(database)
  try {
    await seed(database)
    const paths = await feedPaths(app, database, 2 * RUNS + FEED_LIMIT.burst)
    const started = performance.now()
    const warm = await app.inject({ url: paths.at(-1) ?? '', remoteAddress: '10.8.0.1' })
    const cold = performance.now() - started
    const events = (warm.body.match(/^BEGIN:VEVENT/gm) ?? []).length
    const etag = String(warm.headers.etag)
    const full = await timeFetches(app, paths.slice(0, paths.length / 2))
    const notModified = await timeFetches(app, paths.slice(paths.length / 2), etag)
    return {
      events,
      bytes: full.bytes,
      cold,
      full: { p50: percentile(full.times, 0.5), p95: percentile(full.times, 0.95) },
      notModified: {
        p50: percentile(notModified.times, 0.5),
        p95: percentile(notModified.times, 0.95),
      },
    }
  } finally {
    await app.close()
    await database.close()
  }
}
