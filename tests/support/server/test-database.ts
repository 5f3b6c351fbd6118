// Test databases: PGlite in memory always, and a fresh PostgreSQL database per test file when
// DATABASE_URL is set, so each API suite runs against both modes without sharing state.
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../server/db/database'

export type DatabaseMode = 'pglite' | 'postgres'

/** The modes to run a suite in: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function databaseModes(): DatabaseMode[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

export interface TestDatabase {
  database: DatabaseHandle
  /** PostgreSQL only: the database's address, for other instances' or processes' own connections. */
  url?: string
  drop(): Promise<void>
}

export async function openTestDatabase(mode: DatabaseMode): Promise<TestDatabase> {
  if (mode === 'pglite') {
    // A copy of the run's migrated cluster (pglite-template.ts), in memory.
    const database = await openDatabase({
      dataDir: 'memory://',
      pgliteTemplate: inject('pgliteTemplate'),
    })
    return { database, drop: () => database.close() }
  }
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the PostgreSQL mode')
  const name = `agenda_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
