// A PostgreSQL server of a test's own, from Debian's binaries, in a temporary directory: a drill
// that restarts PostgreSQL restarts this one and disturbs no other test on the machine's server
// (server/cluster-drills.test.ts). PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` user that Debian's package creates.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const DEBIAN_VERSIONS = '/usr/lib/postgresql'
const asRoot = process.getuid?.() === 0

export interface PrivatePostgres {
  /** Its `postgres` database, trust auth over TCP on 127.0.0.1. */
  url: string
  /** Stops it the way an operator's restart does (fast: sessions are cut), then starts it. */
  restart(): Promise<void>
  /** Stops it and removes its files. */
  stop(): Promise<void>
}

/** The `bin` folder of Debian's newest PostgreSQL, if any. */
function binaries(): string | undefined {
  if (!existsSync(DEBIAN_VERSIONS)) return undefined
  const [newest] = readdirSync(DEBIAN_VERSIONS).sort((a, b) => Number(b) - Number(a))
  const bin = newest === undefined ? undefined : path.join(DEBIAN_VERSIONS, newest, 'bin')
  return bin && existsSync(path.join(bin, 'pg_ctl')) ? bin : undefined
}

/** Debian's binaries are here and, as root, the user to run them as. */
export function canStartPrivatePostgres(): boolean {
  return (
    binaries() !== undefined && (!asRoot || /^postgres:/m.test(readFileSync('/etc/passwd', 'utf8')))
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries()
  if (!bin) throw new Error(`No PostgreSQL binaries under ${DEBIAN_VERSIONS}`)
  const home = mkdtempSync(path.join(tmpdir(), 'agenda-postgres-'))
  const dataDir = path.join(home, 'data')
  const asServerUser = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: home })
      : run(path.join(bin, program), args, { cwd: home })
  if (asRoot) await run('chown', ['postgres:postgres', home])
  await asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync'])
  const port = await freePort()
  const serverOptions = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off`
  const control = (action: 'start' | 'restart' | 'stop') =>
    asServerUser('pg_ctl', [
      action,
      '-D',
      dataDir,
      '-w',
      '-m',
      'fast',
      '-l',
      path.join(home, 'server.log'),
      '-o',
      serverOptions,
    ])
  await control('start')
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await control('restart')),
    async stop() {
      await control('stop').catch(() => undefined)
      rmSync(home, { recursive: true, force: true })
    },
  }
}
