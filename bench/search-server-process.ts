// The benches' server (search-server.ts) as a child process of its own, so the load generator never
// shares its event loop. A server that has just seeded carries what the seed left in its memory
// into the measurement: right after seeding, `/healthz` p99 under a burst of different searches
// was 94 ms on PGlite and 168 ms on PostgreSQL, in the next runs 12–21 ms. So a server that seeded
// is stopped and started again on the seeded data, as a restarted instance would meet it.
import { fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerReady } from './search-server'

export interface SearchServer {
  /** As the measured server reported it; `seedSeconds` from the run that seeded, if one did. */
  ready: ServerReady
  /** Settles once the process has closed its database and exited. */
  stop(): Promise<void>
}

function forkServer(env: NodeJS.ProcessEnv): Promise<SearchServer> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-server.ts')
  const child = fork(script, { stdio: 'inherit', env })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.once('message', (ready) =>
      resolve({
        ready: ready as ServerReady,
        stop: () => {
          child.disconnect()
          return exited
        },
      }),
    )
    child.once('exit', (code) => reject(new Error(`Benchmark-Server beendet (Code ${code})`)))
  })
}

/** Starts the server with `env` (DATABASE_URL picks PostgreSQL), seeding first where needed. */
export async function startSearchServer(env = process.env): Promise<SearchServer> {
  const first = await forkServer(env)
  const { seedSeconds } = first.ready
  if (seedSeconds === 0) return first
  console.log(`Termine in ${seedSeconds.toFixed(0)} s erzeugt; Server neu gestartet.`)
  await first.stop()
  const server = await forkServer(env)
  return { ...server, ready: { ...server.ready, seedSeconds } }
}
