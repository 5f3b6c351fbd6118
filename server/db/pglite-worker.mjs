// The embedded database off the server's event loop (docs/architecture.md "Data"): PGlite runs in
// this worker thread behind its wire-protocol server (@electric-sql/pglite-socket), and the
// server talks to it through the `pg` driver as it does to PostgreSQL. Plain JavaScript, so the
// thread starts the same under tsx, Vitest and plain Node without a loader of its own.
//
// workerData: { dataDir?: string, socketPath?: string, template?: string }. Without socketPath it
// listens on a free loopback port (memory:// for tests). `template` is the path of a data directory
// dump (PGlite's dumpDataDir) to start from instead of an empty cluster: tests start from one that
// is already migrated. It answers { ready: { port } } or { failed: message }, and
// stops on the message 'stop' with { stopped: true }.
import { parentPort, workerData } from 'node:worker_threads'
import { chmod, readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

// The pool's connections plus a few for support sessions (psql).
const MAX_CONNECTIONS = 16
const READY_FOR_QUERY = 0x5a // 'Z'
const TERMINATE = 0x58 // 'X': a connection says goodbye and expects no reply
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]) // 'S', length 4

/**
 * PGlite is one backend session; pglite-socket multiplexes its connections onto it one protocol
 * message at a time and keeps one connection's turn only while a transaction block is open
 * (isInTransaction). An extended-protocol query (Parse, Bind, Execute, Sync) is several messages
 * and another connection's message in between would replace its unnamed statement or be skipped
 * after an error (pglite issue #1046). This view of the database reports "in transaction" from a
 * connection's first message until the backend says ReadyForQuery, so the queue keeps that
 * connection's turn through the whole exchange. It implements what the socket server uses of
 * PGlite (pglite-socket 0.2.17, pinned in package.json).
 */
class ExchangeAwareDatabase {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db
    this.waitReady = db.waitReady
    this.midExchange = false
    // The backend's reply arrives in chunks; a message's header may straddle two of them.
    this.header = []
    this.bodyLeft = 0
  }

  isInTransaction() {
    return this.midExchange || this.db.isInTransaction()
  }

  /** @param {() => Promise<unknown>} fn */
  runExclusive(fn) {
    return this.db.runExclusive(fn)
  }

  /**
   * @param {Uint8Array} message
   * @param {{ onRawData: (data: Uint8Array) => void }} options
   */
  async execProtocolRawStream(message, options) {
    if (message[0] !== TERMINATE) this.midExchange = true
    await this.db.execProtocolRawStream(message, {
      onRawData: (data) => {
        this.scan(data)
        options.onRawData(data)
      },
    })
  }

  /** Follows the message framing of the backend's reply; ReadyForQuery ends the exchange. */
  scan(data) {
    let at = 0
    while (at < data.length) {
      if (this.bodyLeft > 0) {
        const skip = Math.min(this.bodyLeft, data.length - at)
        this.bodyLeft -= skip
        at += skip
        continue
      }
      this.header.push(data[at++])
      if (this.header.length < 5) continue
      const [type, a, b, c, d] = this.header
      this.header = []
      this.bodyLeft = ((a << 24) | (b << 16) | (c << 8) | d) - 4
      if (type === READY_FOR_QUERY) this.midExchange = false
    }
  }

  /** Called by the socket server for a connection that left mid-transaction ('ROLLBACK'). */
  async exec(sql) {
    await this.abandonExchange()
    return this.db.isInTransaction() ? this.db.exec(sql) : []
  }

  /** A connection that left mid-exchange: Sync ends it, so the next one starts clean. */
  async abandonExchange() {
    if (!this.midExchange) return
    await this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined })
    this.midExchange = false
    this.header = []
    this.bodyLeft = 0
  }
}

async function start({ dataDir, socketPath, template }) {
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined
  // pg_trgm: the duplicate check of submissions (migration 0015).
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } })
  const server = new PGLiteSocketServer({
    db: /** @type {PGlite} */ (/** @type {unknown} */ (new ExchangeAwareDatabase(db))),
    // Never a public interface: no password guards the database, so only this machine's users
    // (loopback) or only the data directory's owner (socket file mode 0600) may connect.
    ...(socketPath ? { path: socketPath } : { host: '127.0.0.1', port: 0 }),
    maxConnections: MAX_CONNECTIONS,
  })
  await server.start()
  if (socketPath) await chmod(socketPath, 0o600)
  const port = socketPath ? undefined : Number(server.getServerConn().split(':').pop())
  return { db, server, port }
}

try {
  const { db, server, port } = await start(workerData)
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return
    await server.stop()
    await db.close()
    parentPort.postMessage({ stopped: true })
  })
  parentPort.postMessage({ ready: { port } })
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) })
}
