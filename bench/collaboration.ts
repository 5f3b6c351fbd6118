// Benchmark of the collaboration service's fan-out (issue 15): 1,000 subscribers of one folder on
// one instance; the time from a mutation to all of them notified (p50, p95 over several
// mutations), and the server's memory per idle subscribed connection. Prints figures with the
// machine's load, asserts nothing. `npx tsx --expose-gc bench/collaboration.ts`
// (BENCH_CLIENTS, default 1000; BENCH_RUNS, default 10). PGlite in memory; the subscribers run in
// a child process (collaboration-clients.ts), so the server's heap and RSS deltas are the
// server's alone. They subscribe with the app's document, so each change carries what the app
// receives: the folder's head (name, role, item count, updatedAt) and the items added.
// BENCH_CHANGE=coverage (`npm run bench:coverage`, issue 38: 200 members, 20 changes) measures a
// coverage planned for one of the folder's entries instead: the change carries that item with its
// coverage, as a colleague's open folder receives it.
import os from 'node:os'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ChangeKind, SubscribersMessage } from './collaboration-clients'
import { openDatabase } from '../server/db/database'
import { folderItems, folderMembers, folders } from '../server/db/schema/index'
import { insertBenchUsers } from './bench-user'
import { anEvent, insertEvents } from '../tests/support/server/agenda-factories'
import { graphql } from '../tests/support/server/graphql-client'
import { listen } from '../tests/support/server/socket-client'
import { buildTestApp } from '../tests/support/server/test-app'

const CHANGE: ChangeKind = process.env.BENCH_CHANGE === 'coverage' ? 'coverage' : 'items'
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000)
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const now = () => performance.timeOrigin + performance.now()
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN
const settle = async () => {
  for (let i = 0; i < 3; i += 1) {
    ;(globalThis as { gc?: () => void }).gc?.()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildTestApp(database, { SOCKET_RECHECK_SECONDS: '60' })
const url = await listen(app)
await insertEvents(database, [
  ...Array.from({ length: RUNS }, (_, i) => anEvent({ id: `bench-${i}` })),
  anEvent({ id: 'bench-covered' }),
])

const ids = Array.from({ length: CLIENTS }, (_, i) => `bench-user-${i}`)
const benchUsers = await insertBenchUsers(database, ids)
const folderId = 'bench-folder'
await database.db.insert(folders).values({ id: folderId, name: 'Bench', organisation: 'bench' })
await database.db.insert(folderMembers).values(
  ids.map((userId, i) => ({
    folderId,
    userId,
    role: i === 0 ? ('owner' as const) : ('reader' as const),
  })),
)
// The entry whose coverage changes (BENCH_CHANGE=coverage).
if (CHANGE === 'coverage') {
  await database.db
    .insert(folderItems)
    .values({ folderId, eventId: 'bench-covered', addedBy: 'bench-user-0' })
}
const tickets = await Promise.all(benchUsers.map((user) => app.tickets.issue(user)))

await settle()
const before = process.memoryUsage()
const clients = fork(fileURLToPath(new URL('./collaboration-clients.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
})
// The subscribers' next message: ready, then the arrivals of each mutation's change.
let next:
  { resolve: (message: SubscribersMessage) => void; reject: (error: Error) => void } | undefined
const nextMessage = () =>
  new Promise<SubscribersMessage>((resolve, reject) => (next = { resolve, reject }))
clients.on('message', (message: SubscribersMessage) => next?.resolve(message))
clients.on('error', (error) => next?.reject(error))
clients.on('exit', (code) => next?.reject(new Error(`subscribers exited with ${code}`)))
{
  const ready = nextMessage()
  const roles = ids.map((_, i) => (i === 0 ? 'OWNER' : 'READER'))
  clients.send({ url, tickets, folderId, roles, change: CHANGE })
  await ready
}
await settle()
const after = process.memoryUsage()

// Each run adds an entry, or changes the note of the one coverage.
const MUTATIONS: Record<ChangeKind, string> = {
  items:
    'mutation($m: ID!, $e: ID!) { addFolderItems(clientMutationId: $m, folderId: "bench-folder", items: [{ eventId: $e }]) { itemCount } }',
  coverage: `mutation($m: ID!, $note: String) { planCoverage(clientMutationId: $m, folderId: "bench-folder", eventId: "bench-covered",
    coverage: { id: "bench-coverage", assigneeId: "bench-user-1", format: PHOTO, status: IN_PROGRESS, note: $note }) { itemCount } }`,
}

const allNotified: number[] = []
const each: number[] = []
let changeBytes = 0
for (let run = 0; run < RUNS; run += 1) {
  const change = nextMessage()
  const started = now()
  const answer = await graphql(app, tickets[0], MUTATIONS[CHANGE], {
    m: `bench-${run}`,
    e: `bench-${run}`,
    note: `Lauf ${run}`,
  })
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors))
  const message = await change
  if (!('arrivals' in message)) throw new Error('the subscribers sent no arrivals')
  const { arrivals } = message
  changeBytes = message.bytes
  allNotified.push(Math.max(...arrivals) - started)
  each.push(...arrivals.map((arrival) => arrival - started))
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(0)
console.log(
  `Subscribers: ${CLIENTS} on one instance (PGlite in memory), ${RUNS} mutations (${CHANGE === 'coverage' ? 'planCoverage' : 'addFolderItems'}), ${kb(changeBytes)} KB per change`,
)
console.log(
  `All ${CLIENTS} notified after a mutation: p50 ${ms(percentile(allNotified, 0.5))} ms, p95 ${ms(percentile(allNotified, 0.95))} ms (target p95 < 250 ms)`,
)
console.log(
  `Each subscriber notified:         p50 ${ms(percentile(each, 0.5))} ms, p95 ${ms(percentile(each, 0.95))} ms`,
)
console.log(
  `Server heap per idle subscribed connection: ${kb((after.heapUsed - before.heapUsed) / CLIENTS)} KB`,
)
console.log(
  `Server RSS per idle subscribed connection: ${kb((after.rss - before.rss) / CLIENTS)} KB (target < 50 KB)`,
)
console.log(
  `Load average (1, 5, 15 min): ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`,
)

clients.removeAllListeners('exit')
clients.kill()
await app.close()
await database.close()
