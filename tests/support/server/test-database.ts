// Test databases: PGlite in memory always, and a fresh PostgreSQL database per test file when
// DATABASE_URL is set, so each API suite runs against both modes without sharing state.
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../server/db/database'
import { createScratchDatabase } from './scratch-postgres'

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
    // A copy of the run's migrated cluster (database-templates.ts), in memory.
    const database = await openDatabase({
      dataDir: 'memory://',
      pgliteTemplate: inject('pgliteTemplate'),
    })
    return { database, drop: () => database.close() }
  }
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the PostgreSQL mode')
  // A copy of the run's migrated template (database-templates.ts); migrated from empty without.
  const scratch = await createScratchDatabase(
    serverUrl,
    'agenda_test',
    inject('postgresTemplate') ?? undefined,
  )
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' })
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close()
      await scratch.drop()
    },
  }
}
