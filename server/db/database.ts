// One database handle for both modes: PGlite in the data directory (embedded default) or
// PostgreSQL via DATABASE_URL. The same drizzle schema and the same migrations serve both.
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as schema from './schema/index'
import { listenOnPostgres } from './pg-listener'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs raw SQL with positional parameters ($1, $2…) on either driver. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /**
   * Calls `onPayload` for every NOTIFY on the channel, from any connection (or any instance on the
   * same PostgreSQL); resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** The connection pool's figures (/metrics); PGlite has one connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string | undefined
  /** Directory for PGlite's files; 'memory://' keeps everything in memory (tests). */
  dataDir: string
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir)
  return handle
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const location = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite')
  if (location) await mkdir(location, { recursive: true })
  // pg_trgm: the duplicate check of submissions (migration 0015).
  const client = await PGlite.create({ dataDir: location, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query<Row>(sql, params)).rows,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload)
      return () => unlisten()
    },
    close: () => client.close(),
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) must not take
  // the process down: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePg(pool, { schema })
  await migrateUnderLock(pool)
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as Row[],
    listen: (channel, onPayload) => listenOnPostgres(databaseUrl, channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
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
