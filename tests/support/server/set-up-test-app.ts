// The set-up every API suite shares: before its tests a fresh test database and the app built on
// it, afterwards both closed. Call it at the top of a `describe.each(databaseModes())` block.
import { afterAll, beforeAll } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AppOptions } from '../../../server/app'
import type { DatabaseHandle } from '../../../server/db/database'
import { buildTestApp } from './test-app'
import { openTestDatabase, type DatabaseMode, type TestDatabase } from './test-database'

export interface TestAppOptions {
  /** Environment overrides for the app's config. */
  env?: Record<string, string>
  /** A fresh data directory on disk instead of memory, e.g. to read the mails the app wrote. */
  dataDirOnDisk?: boolean
  /** Called for every route the app adds. */
  onRoute?: AppOptions['onRoute']
}

/** The suite's app and database, readable once the suite's `beforeAll` hooks have run. */
export interface TestApp {
  readonly app: FastifyInstance
  readonly database: DatabaseHandle
  /** Only with `dataDirOnDisk`. */
  readonly dataDir: string
}

export function setUpTestApp(mode: DatabaseMode, options: TestAppOptions = {}): TestApp {
  let testDatabase: TestDatabase | undefined
  let app: FastifyInstance | undefined
  let dataDir: string | undefined

  beforeAll(async () => {
    if (options.dataDirOnDisk) dataDir = await mkdtemp(path.join(os.tmpdir(), 'agenda-test-'))
    testDatabase = await openTestDatabase(mode)
    app = await buildTestApp(
      testDatabase.database,
      { ...options.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      options.onRoute ? { onRoute: options.onRoute } : {},
    )
  })
  afterAll(async () => {
    await app?.close()
    await testDatabase?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  return {
    get app() {
      return ready(app, 'app')
    },
    get database() {
      return ready(testDatabase, 'database').database
    },
    get dataDir() {
      return ready(dataDir, 'dataDir (set dataDirOnDisk)')
    },
  }
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The test ${what} is read before beforeAll ran`)
  return value
}
