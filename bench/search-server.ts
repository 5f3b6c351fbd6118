// The server half of bench/search.ts and bench/healthz-burst.ts, started as a child process by
// search-server-process.ts so the load generator never shares its event loop: ensures
// BENCH_EVENTS events (100,000 by default), builds the real app plus a bench-only static route,
// listens on a free port and reports the port and a ticket to the parent.
import fastifyStatic from '@fastify/static'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { seedAgenda } from '../server/demo/seed/seed-agenda'
import { benchUser } from './bench-user'

const BENCH_EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)

export interface ServerReady {
  port: number
  ticket: string
  staticDir: string
  database: string
  events: number
  /** How long seeding took in this run; 0 when the events were there already. */
  seedSeconds: number
}

const eventCount = async (database: DatabaseHandle) =>
  (await database.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0]
    ?.count ?? 0

/** Seeds up to BENCH_EVENTS (ids are deterministic, so a bigger count adds to a smaller one). */
async function ensureEvents(database: DatabaseHandle): Promise<number> {
  if ((await eventCount(database)) >= BENCH_EVENTS) return 0
  console.log(`Erzeuge ${BENCH_EVENTS.toLocaleString('de-DE')} Termine (einmalig) …`)
  const started = performance.now()
  await seedAgenda(database, { count: BENCH_EVENTS })
  return (performance.now() - started) / 1000
}

async function serve() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_EVENTS: '0' })
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const seedSeconds = await ensureEvents(database)
  const app = await buildApp({ config, database, logger: false })
  const staticDir = await mkdtemp(path.join(tmpdir(), 'agenda-bench-'))
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/bench-static/',
    decorateReply: false,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const ready: ServerReady = {
    port: address.port,
    ticket: await app.tickets.issue(await benchUser(database)),
    staticDir,
    database: database.kind,
    events: await eventCount(database),
    seedSeconds,
  }
  process.send?.(ready)
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(staticDir, { recursive: true, force: true }))
      .then(() => process.exit(0))
  })
}

await serve()
