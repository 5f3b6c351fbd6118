// The embedded database in its worker thread: reached through `pg` like PostgreSQL, off the
// event loop, on a socket in the data directory that psql-style clients can use, and its data
// kept across a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import net from 'node:net'
import { openDatabase, type DatabaseHandle } from './database'

describe('the embedded database on disk', () => {
  let dataDir: string
  let database: DatabaseHandle
  const socketDir = () => path.join(dataDir, 'pglite')

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agenda-pglite-'))
    database = await openDatabase({ dataDir })
  })
  afterAll(async () => {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers through the pg pool, migrated, with pg_trgm loaded', async () => {
    expect(database.kind).toBe('pglite')
    expect(database.poolStats?.().total).toBeGreaterThanOrEqual(1)
    const [trgm] = await database.query<{ similar: number }>(
      `SELECT similarity('Pressekonferenz', 'Pressekonferenzen') AS similar`,
    )
    expect(trgm?.similar).toBeGreaterThan(0.5)
  })

  it('takes a psql-style client on a socket in the data directory only its owner may use', async () => {
    const socket = await stat(path.join(socketDir(), '.s.PGSQL.5432'))
    expect(socket.isSocket()).toBe(true)
    expect(socket.mode & 0o077).toBe(0)
    const client = new pg.Client({ host: socketDir(), user: 'postgres', database: 'postgres' })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )
      expect(rows[0].n).toBeGreaterThan(0)
    } finally {
      await client.end()
    }
  })

  it('runs one named prepared statement on every pooled connection of the one session', async () => {
    // pg prepares a name once per connection; PGlite's connections share one session, where a
    // second connection preparing the same name would fail ("already exists").
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        database.queryPrepared<{ n: number }>('pglite_prepared_test', 'SELECT $1::int AS n', [n]),
      ),
    )
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 24 }, (_, n) => n))
    expect(database.poolStats?.().total).toBeGreaterThan(1)
  })

  it('leaves the event loop free during a slow query', async () => {
    const order: string[] = []
    const slow = database.query('SELECT pg_sleep(1)').then(() => order.push('query'))
    setTimeout(() => order.push('timer'), 20)
    await slow
    // In-process PGlite would finish the query before the timer could run.
    expect(order).toEqual(['timer', 'query'])
  })

  it('keeps each connection’s parameterized queries and transactions whole among others', async () => {
    const support = new pg.Client({ host: socketDir(), user: 'postgres' })
    await support.connect()
    try {
      const numbers = Array.from({ length: 40 }, (_, i) => i)
      const [pooled, simple, inTransaction] = await Promise.all([
        // A different statement each time: one bound to another's parameters shows in the result.
        Promise.all(
          numbers.map((n) => database.query<{ n: number }>(`SELECT $1::int * ${n} AS n`, [n])),
        ),
        Promise.all(numbers.map((n) => support.query(`SELECT ${n} AS n`))),
        database.db.transaction(async (tx) => {
          await tx.execute('CREATE TEMP TABLE whole (n int)')
          await tx.execute('INSERT INTO whole VALUES (1), (2)')
          const counted = await tx.execute('SELECT count(*)::int AS n FROM whole')
          return (counted as unknown as pg.QueryResult).rows
        }),
      ])
      expect(pooled.map((rows) => rows[0]?.n)).toEqual(numbers.map((n) => n * n))
      expect(simple.map((result) => result.rows[0].n)).toEqual(numbers)
      expect(inTransaction).toEqual([{ n: 2 }])
    } finally {
      await support.end()
    }
  })

  it('lets no other connection in between the messages of one extended query', async () => {
    const raw = await rawConnection(socketDir())
    const order: string[] = []
    raw.send(message('P', cString(''), cString('SELECT 7 AS n'), int16(0)))
    // While the exchange is open, a pooled query waits for it (without that it would replace the
    // unnamed statement, pglite issue #1046).
    const pooled = database.query('SELECT 1').then(() => order.push('pool'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    raw.send(
      message('B', cString(''), cString(''), int16(0), int16(0), int16(0)),
      message('E', cString(''), int32(0)),
      message('S'),
    )
    const reply = await raw.untilReady()
    order.push('raw')
    await pooled
    raw.end()
    expect(reply).not.toContain('E')
    expect(reply).toContain('D')
    expect(order).toEqual(['raw', 'pool'])
  })

  it('hears its own notifications through listen()', async () => {
    const heard: string[] = []
    const stop = await database.listen('pglite_host_test', (payload) => heard.push(payload))
    await database.query(`SELECT pg_notify('pglite_host_test', 'eins')`)
    await database.db.transaction(async (tx) => {
      await tx.execute(`SELECT pg_notify('pglite_host_test', 'zwei')`)
    })
    await stop()
    await database.query(`SELECT pg_notify('pglite_host_test', 'drei')`)
    await database.query('SELECT 1')
    expect(heard).toEqual(['eins', 'zwei'])
  })

  it('refuses a second server on the same data directory', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(/anderer Agenda-Server/)
  })

  it('keeps its data across a restart, past a stale socket file', async () => {
    await database.query('CREATE TABLE kept (word text)')
    await database.query(`INSERT INTO kept VALUES ('bleibt')`)
    await database.close()
    // What a killed server leaves behind: a socket file nobody answers on.
    await writeFile(path.join(socketDir(), '.s.PGSQL.5432'), '')
    database = await openDatabase({ dataDir })
    expect(await database.query('SELECT word FROM kept')).toEqual([{ word: 'bleibt' }])
  })
})

// A client speaking the wire protocol by hand, to split an extended query over two writes.
const cString = (text: string) => Buffer.from(`${text}\0`)
const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff])
const int32 = (n: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeInt32BE(n)
  return bytes
}
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body])
}

async function rawConnection(socketDir: string) {
  const socket = net.createConnection(path.join(socketDir, '.s.PGSQL.5432'))
  let received = Buffer.alloc(0)
  socket.on('data', (data) => (received = Buffer.concat([received, data])))
  /** The types of the messages received until ReadyForQuery, e.g. "1 2 T D C Z". */
  const untilReady = async (): Promise<string[]> => {
    for (;;) {
      const types: string[] = []
      for (let at = 0; at + 5 <= received.length; at += 1 + received.readInt32BE(at + 1)) {
        types.push(String.fromCharCode(received[at] ?? 0))
        if (types.at(-1) === 'Z') {
          received = received.subarray(at + 1 + received.readInt32BE(at + 1))
          return types
        }
      }
      await new Promise((resolve) => socket.once('data', resolve))
    }
  }
  await new Promise((resolve) => socket.once('connect', resolve))
  const startup = Buffer.concat([int32(196608), cString('user'), cString('postgres'), cString('')])
  socket.write(Buffer.concat([int32(startup.length + 4), startup]))
  await untilReady()
  return {
    send: (...messages: Buffer[]) => socket.write(Buffer.concat(messages)),
    untilReady,
    end: () => socket.end(message('X')),
  }
}
