// A PostgreSQL database of its own beside the one a server URL names, made and dropped by name:
// each test file's and each benchmark's, so none shares state with another.
import pg from 'pg'

export interface ScratchDatabase {
  name: string
  /** The new database's address. */
  url: string
  drop(): Promise<void>
}

async function run(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** A new database named `prefix_…`: empty, or a copy of `template` (which must have no connection). */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  await run(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
