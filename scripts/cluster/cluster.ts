// Several server instances on one DATABASE_URL behind nginx (deploy/nginx.conf), for local trials
// (`npm run start:cluster`), the cluster benchmark and the fault drills. Each instance is the real
// server in its own process, so it can be killed: compiled as in production for local trials, run
// from its sources through tsx for the drills and the benchmark, which build nothing first.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { openSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { clusterNginxConfig } from './nginx-config'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const READY_TIMEOUT_MS = 60_000

export interface ClusterOptions {
  databaseUrl: string
  instances: number
  /** nginx listens here; the instances on the ports right after it. */
  port: number
  /** Further settings of every instance (LOG_LEVEL, SEED_EVENTS, …). */
  env?: Record<string, string>
  /** Where the instances and nginx write: inherit (the terminal), or append to this file. */
  logFile?: string
  /** Run dist-server/server.js (scripts/build-server.mjs) instead of the sources. */
  compiled?: boolean
}

export interface Cluster {
  url: string
  instancePorts: number[]
  /** The process id of each instance (changes when it is restarted). */
  pids(): number[]
  /** nginx's master process (its worker is its child). */
  nginxPid(): number
  /** kill -9 of instance `index`; resolves once it is gone. */
  kill(index: number): Promise<void>
  /** Starts instance `index` again; resolves once it is ready. */
  restart(index: number): Promise<void>
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} beendet mit Code ${child.exitCode}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(200)
  }
  throw new Error(`${url} nicht bereit nach ${READY_TIMEOUT_MS / 1000} s`)
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const stdio = options.logFile
    ? ([
        'ignore',
        openSync(options.logFile, 'a'),
        openSync(options.logFile, 'a'),
      ] satisfies StdioOptions)
    : 'inherit'
  const url = `http://127.0.0.1:${options.port}`
  const instancePorts = Array.from({ length: options.instances }, (_, i) => options.port + 1 + i)
  const children: ChildProcess[] = []
  const serverArguments = options.compiled
    ? ['--enable-source-maps', 'dist-server/server.js']
    : ['--import', 'tsx', 'server/server.ts']

  const startInstance = async (index: number) => {
    const port = instancePorts[index] ?? 0
    const child = spawn(process.execPath, serverArguments, {
      cwd: ROOT,
      stdio,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${options.port}`,
        // nginx runs on this machine: its X-Forwarded-For is believed, nobody else's.
        TRUST_PROXY: 'loopback',
      },
    })
    children[index] = child
    await waitReady(`http://127.0.0.1:${port}/readyz`, child)
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'agenda-nginx-'))
  let nginx: ChildProcess | undefined
  const stop = async () => {
    const running = [...children, nginx].filter((child): child is ChildProcess => !!child)
    for (const child of running) child.kill('SIGTERM')
    await Promise.all(running.map(exited))
    await rm(dir, { recursive: true, force: true })
  }
  try {
    // The first alone: it migrates (and seeds an empty database); then the others at once.
    await startInstance(0)
    await Promise.all(instancePorts.slice(1).map((_, i) => startInstance(i + 1)))
    const confPath = path.join(dir, 'nginx.conf')
    const layout = { port: options.port, upstreamPorts: instancePorts, dir }
    await writeFile(confPath, await clusterNginxConfig(layout))
    nginx = spawn('nginx', ['-p', dir, '-c', confPath], { stdio })
    await waitReady(`${url}/readyz`, nginx)
  } catch (error) {
    await stop()
    throw error
  }

  return {
    url,
    instancePorts,
    pids: () => children.map((child) => child.pid ?? 0),
    nginxPid: () => nginx?.pid ?? 0,
    async kill(index) {
      const child = children[index]
      if (!child) return
      child.kill('SIGKILL')
      await exited(child)
    },
    restart: startInstance,
    stop,
  }
}
