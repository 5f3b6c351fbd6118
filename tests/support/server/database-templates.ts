// One migrated database of each kind for the whole unit run (Vitest's globalSetup): creating a
// PGlite cluster and running every migration took 3–10 s per suite and mode on the two-core
// machines, most of the unit run, and migrating a PostgreSQL database from empty about 2 s under
// the run's load. Each PGlite test database now starts from a copy of a dump in memory, and each
// PostgreSQL one is made from a migrated template database (docs/architecture.md#tests).
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/db/database'
import { createScratchDatabase } from './scratch-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the migrated PGlite dump every test database starts from. */
    pgliteTemplate: string
    /** With DATABASE_URL: the migrated database every PostgreSQL test database is a copy of. */
    postgresTemplate: string | null
  }
}

async function pgliteTemplate(directory: string) {
  // Migrated by the server's own start, on disk so that it can be read back and dumped.
  const migrated = await openDatabase({ dataDir: directory })
  await migrated.close()
  const cluster = await PGlite.create({
    dataDir: path.join(directory, 'pglite'),
    extensions: { pg_trgm },
  })
  const dump = path.join(directory, 'migrated.tar')
  await writeFile(dump, Buffer.from(await (await cluster.dumpDataDir('none')).arrayBuffer()))
  await cluster.close()
  return dump
}

/** Migrated by the server's own start too; closed, since a template must have no connection. */
async function postgresTemplate(serverUrl: string) {
  const template = await createScratchDatabase(serverUrl, 'agenda_template')
  const migrated = await openDatabase({ databaseUrl: template.url, dataDir: 'memory://' })
  await migrated.close()
  return template
}

export default async function createDatabaseTemplates(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'agenda-pglite-template-'))
  const serverUrl = process.env.DATABASE_URL
  const [dump, postgres] = await Promise.all([
    pgliteTemplate(directory),
    serverUrl ? postgresTemplate(serverUrl) : null,
  ])
  project.provide('pgliteTemplate', dump)
  project.provide('postgresTemplate', postgres?.name ?? null)
  return async () => {
    await rm(directory, { recursive: true, force: true })
    await postgres?.drop()
  }
}
