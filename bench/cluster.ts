// Cluster benchmark: one, two and three server instances behind nginx (deploy/nginx.conf) on one
// PostgreSQL, in one run, under the uncached typical search (a different one on every request,
// 32 connections). Prints throughput, p95, and the CPU seconds per 1,000 requests spent in the
// instances (Node), in PostgreSQL's backends of this database and in nginx, read from /proc, so
// the scaling on machines with more cores can be projected (docs/scaling.md).
// `DATABASE_URL=postgresql://… npm run bench:cluster` (seed 100,000 events first: README).
import { createTicketService } from '../server/auth/tickets'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { startCluster } from '../scripts/cluster/cluster'
import { benchUser } from './bench-user'
import { runLoad, type LoadFigures } from './load-run'
import { cpuSeconds, cpuUsed, withChildren } from './process-cpu'
import { coldQueries } from './search-queries'

const CONNECTIONS = 32
const SECONDS = 10
const PORT = 8710
const INSTANCES = [1, 2, 3]

interface Figures extends LoadFigures {
  instances: number
  requests: number
  nodeCpu: number
  postgresCpu: number
  nginxCpu: number
}

const backendPids = async (database: DatabaseHandle) =>
  (
    await database.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).map((row) => row.pid)

async function measure(database: DatabaseHandle, databaseUrl: string, instances: number) {
  const cluster = await startCluster({
    databaseUrl,
    instances,
    port: PORT,
    logFile: '/dev/null',
    env: { SEED_EVENTS: '0' },
  })
  try {
    const publicUrl = `http://localhost:${PORT}`
    const tickets = await createTicketService(database, {
      issuer: `${publicUrl}/useradmin`,
      ttlSeconds: 3600,
    })
    const search = {
      url: `${cluster.url}/events/api/v1/events/search`,
      method: 'POST' as const,
      headers: {
        authorization: `Bearer ${await tickets.issue(await benchUser(database))}`,
        'content-type': 'application/json',
      },
      nextBody: coldQueries(),
    }
    await runLoad(search, { connections: CONNECTIONS, seconds: 3 }) // warm-up: pools, JIT
    const pids = async () => [
      ...cluster.pids().map((pid) => ['node', pid] as const),
      ...(await backendPids(database)).map((pid) => ['postgres', pid] as const),
      ...withChildren(cluster.nginxPid()).map((pid) => ['nginx', pid] as const),
    ]
    const before = await pids()
    const cpuBefore = cpuSeconds(before.map(([, pid]) => pid))
    const figures = await runLoad(search, { connections: CONNECTIONS, seconds: SECONDS })
    const all = [...before, ...(await pids())]
    const used = (kind: string) => {
      const ofKind = [...new Set(all.filter(([k]) => k === kind).map(([, pid]) => pid))]
      return cpuUsed(cpuBefore, cpuSeconds(ofKind))
    }
    const requests = figures.requestsPerSecond * SECONDS
    const per1000 = (seconds: number) => (seconds / requests) * 1000
    return {
      ...figures,
      instances,
      requests,
      nodeCpu: per1000(used('node')),
      postgresCpu: per1000(used('postgres')),
      nginxCpu: per1000(used('nginx')),
    } satisfies Figures
  } finally {
    await cluster.stop()
  }
}

const line = (f: Figures) =>
  `  ${String(f.instances).padStart(2)} Instanz${f.instances > 1 ? 'en' : '   '}  ${f.requestsPerSecond.toFixed(0).padStart(5)} Anfragen/s   p50 ${f.p50.toFixed(1)} ms   p95 ${f.p95.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms   CPU-s je 1.000 Anfragen: Node ${f.nodeCpu.toFixed(2)}, PostgreSQL ${f.postgresCpu.toFixed(2)}, nginx ${f.nginxCpu.toFixed(2)}${f.failures ? `   Fehler: ${f.failures}` : ''}`

async function main() {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error('DATABASE_URL fehlt (DATABASE_URL is missing): der Cluster braucht PostgreSQL.')
    process.exit(1)
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    const [row] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events',
    )
    console.log(
      `Cluster hinter nginx auf PostgreSQL, ${(row?.count ?? 0).toLocaleString('de-DE')} Termine: Suche ohne Cache, ${CONNECTIONS} Verbindungen, je ${SECONDS} s`,
    )
    for (const instances of INSTANCES)
      console.log(line(await measure(database, databaseUrl, instances)))
  } finally {
    await database.close()
  }
}

await main()
