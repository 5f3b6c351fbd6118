// One migrated PGlite data directory for the whole unit run (Vitest's globalSetup): creating a
// cluster and running every migration took 3–10 s per suite and mode on the two-core machines,
// most of the unit run; each suite now starts from a copy of this dump in memory instead
// (docs/architecture.md#tests).
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/db/database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the migrated PGlite dump every test database starts from. */
    pgliteTemplate: string
  }
}

export default async function createPgliteTemplate(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'agenda-pglite-template-'))
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
  project.provide('pgliteTemplate', dump)
  return () => rm(directory, { recursive: true, force: true })
}
