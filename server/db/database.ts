// One database handle for both modes: PGlite in the data directory (embedded default) or
// PostgreSQL via DATABASE_URL. The same drizzle schema, the same migrations and the same driver
// (`pg`) serve both: PGlite runs in a worker thread behind its wire-protocol server, so a slow
// query never holds up the server's event loop (pglite-host.ts).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as schema from './schema/index'
import { listenOnPostgres, poolNotifications } from './pg-listener'
import { startPgliteWorker } from './pglite-host'
import { preparedPerConnection } from './pglite-prepared'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs raw SQL with positional parameters ($1, $2…) on either driver. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /**
   * Runs raw SQL as the named prepared statement `name`: parsed once per pooled connection, then
   * only bound and executed. One name must always stand for the same SQL; keep the names few.
   */
  queryPrepared<Row = Record<string, unknown>>(
    name: string,
    sql: string,
    params: unknown[],
  ): Promise<Row[]>
  /**
   * Calls `onPayload` for every NOTIFY on the channel, from any connection (or any instance on the
   * same PostgreSQL); resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /**
   * A new, unconnected client outside the pool, for work that must not wait for a pooled
   * connection (the readiness probe); the caller connects and ends it.
   */
  openClient(): pg.Client
  /** The connection pool's figures (/metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string | undefined
  /** Directory for PGlite's files; 'memory://' keeps everything in memory (tests). */
  dataDir: string
  /**
   * PGlite only: a dump of a migrated data directory to start from (tests, which would otherwise
   * create and migrate a cluster for every suite; tests/support/server/database-templates.ts).
   */
  pgliteTemplate?: string
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.pgliteTemplate)
  return handle
}

async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  const location = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite')
  if (location) await mkdir(location, { recursive: true })
  const worker = await startPgliteWorker(location, template)
  // PGlite answers one message at a time; a few connections keep the next query queued in its
  // thread (no round trip between two), more would only wait there. They stay open while idle:
  // what each prepared (pglite-prepared.ts) lasts as long as the one session, not the connection.
  const connection = { host: worker.host, port: worker.port, user: 'postgres' }
  const pool = openPool({ ...connection, max: 4, idleTimeoutMillis: 0 })
  // Before the first query: every client the pool opens must pass its notifications on.
  const listen = poolNotifications(pool)
  try {
    await migrateUnderLock(pool)
  } catch (error) {
    await pool.end()
    await worker.stop()
    throw error
  }
  return {
    ...handleOn(pool, 'pglite'),
    queryPrepared: preparedPerConnection(pool),
    openClient: () => new pg.Client(connection),
    listen,
    close: async () => {
      await pool.end()
      await worker.stop()
    },
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = openPool({ connectionString: databaseUrl, max: 10 })
  await migrateUnderLock(pool)
  return {
    ...handleOn(pool, 'postgres'),
    queryPrepared: async <Row>(name: string, sql: string, params: unknown[]) =>
      (await pool.query({ name, text: sql, values: params })).rows as Row[],
    openClient: () => new pg.Client({ connectionString: databaseUrl }),
    listen: (channel, onPayload) => listenOnPostgres(databaseUrl, channel, onPayload),
    close: () => pool.end(),
  }
}

function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config)
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) must not take
  // the process down: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  // The pool listens only while a connection is idle. One checked out for a transaction emits its
  // loss too, and an 'error' event nobody listens to ends the process; its query already fails
  // with the loss, and the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined))
  return pool
}

function handleOn(pool: pg.Pool, kind: DatabaseHandle['kind']) {
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind,
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as Row[],
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

// Several instances may start at once against one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_ID = 727_001

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
    client.release()
  }
}
