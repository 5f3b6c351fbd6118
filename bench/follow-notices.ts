// Benchmark of following one entry (issue 38): 200 followers of one entry, each subscribed to the
// bell's count (MyNotificationsChanged over the collaboration socket, as the app is); the desk
// moves the entry, and the time from that change to each follower's notice is measured, over 20
// changes (each its own burst), with the server's defaults (FOLLOW_COALESCE_MS 300, the job worker
// on; FOLLOW_COALESCE_MS=0 shows the path without the window). Prints medians with min–max and
// the machine's load; asserts nothing.
// `npm run bench:follows` (BENCH_FOLLOWERS, default 200; BENCH_RUNS, default 20; PGlite in
// memory, or with DATABASE_URL a PostgreSQL database of its own).
import { eq } from 'drizzle-orm'
import { openDatabase } from '../server/db/database'
import { eventFollows, events } from '../server/db/schema/index'
import { readFollowedStates } from '../server/alerts/followed-state'
import { anEvent, insertEvents } from '../tests/support/server/agenda-factories'
import { listen, openSocket, subscribe } from '../tests/support/server/socket-client'
import { buildTestApp } from '../tests/support/server/test-app'
import { insertBenchUsers } from './bench-user'
import { machineLoad, percentile } from './figures'
import { createScratchDatabase } from '../tests/support/server/scratch-postgres'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 200)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const NOTICES = 'subscription { myNotificationsChanged { unreadCount } }'
interface Unread {
  myNotificationsChanged: { unreadCount: number }
}
const now = () => performance.now()

const serverUrl = process.env.DATABASE_URL
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'agenda_bench_follows') : null
const database = await openDatabase(
  scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: 'memory://' },
)
// The server's default window unless FOLLOW_COALESCE_MS names another, to compare.
const COALESCE_MS = process.env.FOLLOW_COALESCE_MS ?? '300'
const app = await buildTestApp(database, {
  JOB_WORKER: 'on',
  SOCKET_RECHECK_SECONDS: '600',
  FOLLOW_COALESCE_MS: COALESCE_MS,
})
const url = await listen(app)
const eventId = 'bench-followed'
const start = new Date('2027-01-11T09:00:00Z')
await insertEvents(database, [anEvent({ id: eventId, startsAt: start, endsAt: start })])

const ids = Array.from({ length: FOLLOWERS }, (_, i) => `bench-follower-${i}`)
const followers = await insertBenchUsers(database, ids)
const heard = (await readFollowedStates(database.db, [eventId])).get(eventId)?.state
if (!heard) throw new Error('the followed entry is missing')
await database.db.insert(eventFollows).values(ids.map((userId) => ({ userId, eventId, heard })))
const subscriptions = await Promise.all(
  followers.map(async (user) => {
    const socket = openSocket(url, await app.tickets.issue(user))
    await socket.connected
    const notices = subscribe<Unread>(socket, NOTICES)
    // The unread count comes first, as the bell shows it at once: nothing unread yet.
    const first = await notices.next(30_000)
    if (first.myNotificationsChanged.unreadCount !== 0) throw new Error('a follower has notices')
    return { socket, notices }
  }),
)
// The server starts a subscription with no message back: give it time before the first change.
await new Promise((resolve) => setTimeout(resolve, 2000))

const lastNotified: number[] = []
const each: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  const moved = new Date(start.getTime() + (run + 1) * 15 * 60_000)
  const changed = now()
  await database.db
    .update(events)
    .set({ startsAt: moved, endsAt: moved })
    .where(eq(events.id, eventId))
  // Each follower's count must be this change's: one notice per change, none twice.
  const arrivals = await Promise.all(
    subscriptions.map(({ notices }) =>
      notices.next(30_000).then(({ myNotificationsChanged: { unreadCount } }) => {
        if (unreadCount !== run + 1)
          throw new Error(`unread ${unreadCount} after change ${run + 1}`)
        return now() - changed
      }),
    ),
  )
  each.push(...arrivals)
  lastNotified.push(Math.max(...arrivals))
  // Apart from each other: each change is a burst of its own.
  await new Promise((resolve) => setTimeout(resolve, 500))
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `median ${percentile(sorted, 0.5).toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}, p95 ${percentile(sorted, 0.95).toFixed(0)})`
}
console.log(
  `Following one entry: ${FOLLOWERS} followers, ${RUNS} changes, ${scratch ? 'PostgreSQL' : 'PGlite'}, FOLLOW_COALESCE_MS ${COALESCE_MS}`,
)
console.log(`Change → a follower's bell:      ${ms(each)} (goal: median ≤ 1,000 ms)`)
console.log(`Change → all ${FOLLOWERS} followers told: ${ms(lastNotified)}`)
console.log(`Load average (1, 5, 15 min): ${machineLoad()}`)

for (const { socket, notices } of subscriptions) {
  notices.stop()
  void socket.client.dispose()
}
await app.close()
await database.close()
await scratch?.drop()
