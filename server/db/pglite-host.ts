// Starts and stops the embedded database's worker thread (pglite-worker.mjs) and says how to
// reach it: a unix socket in the data directory, named as PostgreSQL names its own, so
// `psql -h "$DATA_DIR" -U postgres postgres` connects for support; a free loopback port for
// memory:// (tests) or a data directory whose path is too long for a socket name.
import { Worker } from 'node:worker_threads'
import { createConnection } from 'node:net'
import { rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'

export interface PgliteWorker {
  /** Where `pg` connects: a socket directory or 127.0.0.1, and the port. */
  host: string
  port: number
  stop(): Promise<void>
}

const SOCKET_PORT = 5432
// Linux allows 108 bytes for a socket path, including the final NUL.
const MAX_SOCKET_PATH = 107

type WorkerReply = { ready: { port?: number } } | { failed: string } | { stopped: true }

/** `template`: a data directory dump to start from instead of an empty cluster (tests). */
export async function startPgliteWorker(
  dataDir: string | undefined,
  template?: string,
): Promise<PgliteWorker> {
  const socketPath = dataDir ? path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`) : undefined
  const onSocket = socketPath !== undefined && socketPath.length <= MAX_SOCKET_PATH
  if (onSocket) await clearStaleSocket(socketPath)
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath: onSocket ? socketPath : undefined, template },
  })
  const ready = await nextReply(worker)
  if (!('ready' in ready)) {
    await worker.terminate()
    throw new Error(
      `Die eingebettete Datenbank startet nicht: ${'failed' in ready ? ready.failed : ''}`,
    )
  }
  // A crash of the thread leaves the pool's connections failing; it must not go unheard.
  worker.on('error', (error) => console.error(`PGlite worker failed: ${error.message}`))
  return {
    host: onSocket && dataDir ? dataDir : '127.0.0.1',
    port: onSocket ? SOCKET_PORT : (ready.ready.port ?? 0),
    async stop() {
      const stopped = nextReply(worker)
      worker.postMessage('stop')
      await stopped.catch(() => undefined)
      await worker.terminate()
    },
  }
}

function nextReply(worker: Worker): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`PGlite worker exited (${code})`))
    worker.once('error', reject)
    worker.once('exit', onExit)
    worker.once('message', (reply: WorkerReply) => {
      worker.off('error', reject)
      worker.off('exit', onExit)
      resolve(reply)
    })
  })
}

/**
 * A socket file left by a server that was killed would make listening fail (EADDRINUSE). If
 * something still answers on it, another server has this data directory open: PGlite must never
 * be opened twice, so that is an error rather than a file to remove.
 */
async function clearStaleSocket(socketPath: string): Promise<void> {
  if (!existsSync(socketPath)) return
  const answers = await new Promise<boolean>((resolve) => {
    const probe = createConnection(socketPath)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
  if (answers)
    throw new Error(`Ein anderer Agenda-Server nutzt dieses Datenverzeichnis (${socketPath}).`)
  await rm(socketPath, { force: true })
}
