// Fault drills: three real server processes behind nginx (deploy/nginx.conf, built by
// scripts/cluster) on one PostgreSQL database, under a search load and a stream of writes sent
// as the app's outbox sends them. One instance is killed with SIGKILL and started again; then
// PostgreSQL itself restarts. The database is a PostgreSQL server of the drills' own
// (private-postgres.ts), so its restart disturbs no other test. Needs nginx and Debian's
// PostgreSQL binaries (CI has both).
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../scripts/cluster/cluster'
import { createTicketService } from './auth/tickets'
import { openDatabase, type DatabaseHandle } from './db/database'
import { users } from './db/schema/index'
import { DEMO_ORGANISATION } from './idp/demo-accounts'
import {
  openFolderWatcher,
  percentile,
  searchLoad,
  sendWrite,
  type ReconnectingSocket,
  type Write,
  type WriteKind,
} from '../tests/support/server/cluster-clients'
import {
  canStartPrivatePostgres,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../tests/support/server/private-postgres'

const PORT = 8700
/** What the instances and nginx wrote, to read when a drill fails. */
const LOG_FILE = path.join(tmpdir(), `agenda-cluster-drills-${process.pid}.log`)
const SEARCHERS = 8
const WRITERS = 6
/** Per drill: a third saved searches, folders and submissions each. */
const WRITES = 90
/** Submissions are limited to 10 an hour per account: the writes go round these accounts. */
const ACCOUNTS = 8

const hasNginx = spawnSync('nginx', ['-v']).status === 0
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe.runIf(hasNginx && canStartPrivatePostgres())(
  'three instances behind nginx on PostgreSQL',
  () => {
    let postgres: PrivatePostgres
    let database: DatabaseHandle
    let cluster: Cluster
    let tickets: string[]

    beforeAll(async () => {
      postgres = await startPrivatePostgres()
      database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' })
      cluster = await startCluster({
        databaseUrl: postgres.url,
        instances: 3,
        port: PORT,
        logFile: LOG_FILE,
        env: { SEED_EVENTS: '0', LOG_LEVEL: 'silent' },
      })
      const { db } = database
      const service = await createTicketService(database, {
        issuer: `http://localhost:${PORT}/useradmin`,
        ttlSeconds: 600,
      })
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: ACCOUNTS }, (_, index) => ({
            id: `drill-${index}`,
            subject: `drill-${index}`,
            email: `drill-${index}@agenda.test`,
            name: `Probe ${index}`,
            termsAccepted: true,
            organisation: DEMO_ORGANISATION,
          })),
        )
        .returning()
      tickets = await Promise.all(rows.map((user) => service.issue(user)))
    })

    afterAll(async () => {
      console.log(`Ausgaben der Instanzen: ${LOG_FILE}`)
      await cluster?.stop()
      await database?.close()
      await postgres?.stop()
    })

    const kinds: WriteKind[] = ['savedSearch', 'folder', 'submission']
    const plannedWrites = (drill: string): Write[] =>
      Array.from({ length: WRITES }, (_, index) => ({
        kind: kinds[index % kinds.length] ?? 'savedSearch',
        key: `${drill}-${index}`,
        // Each account sends every ACCOUNTS-th write: 90 / 8 / 3 ≤ 4 submissions per drill.
        ticket: tickets[Math.floor(index / kinds.length) % ACCOUNTS] ?? '',
        attempts: 0,
      }))

    /** Writers sending the planned writes spread over `spreadMs`, each retried until `untilMs`. */
    function writeAll(writes: Write[], spreadMs: number, untilMs: number) {
      const start = Date.now()
      let next = 0
      const writer = async () => {
        for (let index = next++; index < writes.length; index = next++) {
          await sleep(start + (index * spreadMs) / writes.length - Date.now())
          await sendWrite(cluster.url, writes[index] as Write, untilMs)
        }
      }
      return Promise.all(Array.from({ length: WRITERS }, writer))
    }

    /**
     * The outbox's later retry of what got no answer: a first request that died with its instance
     * holds its key for a minute, so its key is aged here instead of waiting.
     */
    async function finishWrites(writes: Write[]) {
      const open = writes.filter((write) => write.status === undefined)
      await database.query(
        `UPDATE idempotency_keys SET created_at = created_at - interval '2 minutes' WHERE status_code = 0`,
      )
      await Promise.all(open.map((write) => sendWrite(cluster.url, write, Date.now() + 20_000)))
      return open.length
    }

    /** How many rows each write left: exactly one each is the drill's point. */
    async function rowsPerWrite(drill: string): Promise<Map<string, number>> {
      const rows = await database.query<{ key: string; count: number }>(
        `SELECT key, count(*)::int AS count FROM (
         SELECT name AS key FROM saved_searches UNION ALL
         SELECT name FROM folders UNION ALL
         SELECT title FROM submissions) AS written
       WHERE key LIKE $1 GROUP BY key`,
        [`${drill}-%`],
      )
      return new Map(rows.map((row) => [row.key, row.count]))
    }

    async function expectEachWrittenOnce(drill: string, writes: Write[]) {
      const counts = await rowsPerWrite(drill)
      const wrong = writes.filter((write) => counts.get(write.key) !== 1)
      expect(
        wrong.map((write) => `${write.key}: ${counts.get(write.key) ?? 0} Zeilen, ${write.status}`),
      ).toEqual([])
      expect(writes.every((write) => write.status === 200 || write.status === 201)).toBe(true)
    }

    /** Three sockets in a row with nothing else going on: round-robin puts one on each instance. */
    async function watchOnEachInstance(ticket: string): Promise<ReconnectingSocket[]> {
      const watchers: ReconnectingSocket[] = []
      const wsUrl = `${cluster.url.replace(/^http/, 'ws')}/graphql`
      while (watchers.length < 3) watchers.push(await openFolderWatcher(wsUrl, ticket))
      return watchers
    }

    /** Makes a folder through nginx; per socket, whether it heard of it within 5 s. */
    async function heardEverywhere(watchers: ReconnectingSocket[], ticket: string, name: string) {
      await sendWrite(
        cluster.url,
        { kind: 'folder', key: name, ticket, attempts: 0 },
        Date.now() + 10_000,
      )
      for (let waited = 0; waited < 5_000; waited += 100) {
        if (watchers.every((watcher) => watcher.folderNames.has(name))) break
        await sleep(100)
      }
      return watchers.map((watcher) => watcher.folderNames.has(name))
    }

    /** Searches the instance has answered (its /metrics; the scrape itself is not counted). */
    const searchesServedBy = async (port: number) => {
      const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((response) =>
        response.text(),
      )
      return [
        ...text.matchAll(/^agenda_http_request_duration_seconds_count\{[^}]*search[^}]*\} (\d+)/gm),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0)
    }

    it('loses and doubles no write, keeps errors few and takes the instance back after kill -9', async () => {
      const watchers = await watchOnEachInstance(tickets[0] ?? '')
      const load = searchLoad(cluster.url, tickets[0] ?? '', SEARCHERS)
      const writes = plannedWrites('kill')
      const writing = writeAll(writes, 3_000, Date.now() + 20_000)

      await sleep(1_500)
      const victim = 1
      await cluster.kill(victim)
      await sleep(1_000)
      await cluster.restart(victim)
      await writing
      await load.stop()
      const retriedLater = await finishWrites(writes)

      // Back in nginx's rotation once its 5 s out (fail_timeout) are over: it serves again.
      const before = await searchesServedBy(cluster.instancePorts[victim] ?? 0)
      const after = searchLoad(cluster.url, tickets[0] ?? '', 2)
      let served = 0
      for (let waited = 0; served === 0 && waited < 15_000; waited += 500) {
        await sleep(500)
        served = (await searchesServedBy(cluster.instancePorts[victim] ?? 0)) - before
      }
      await after.stop()

      // Every socket is (again) on a living instance and hears a change made through any other.
      const heard = await heardEverywhere(watchers, tickets[0] ?? '', 'kill-after')
      const reconnects = watchers.reduce((sum, watcher) => sum + watcher.connections() - 1, 0)
      await Promise.all(watchers.map((watcher) => watcher.client.dispose()))

      const { count } = load
      console.log(
        `Ausfall-Probe kill -9: ${count.requests} Suchen (${count.failures} Fehler, p99 ${percentile(count.durations, 0.99).toFixed(0)} ms), ` +
          `${writes.length} Schreibvorgänge geprüft (${writes.reduce((sum, w) => sum + w.attempts, 0)} Versuche, ${retriedLater} später wiederholt), ` +
          `${reconnects} Socket(s) neu verbunden, ${served} Anfragen an der neu gestarteten Instanz`,
      )
      await expectEachWrittenOnce('kill', writes)
      // A search is not retried: what was in flight on the killed instance fails, little more.
      expect(count.failures).toBeLessThanOrEqual(2 * SEARCHERS)
      expect(count.requests).toBeGreaterThan(10 * count.failures)
      expect(reconnects).toBeGreaterThanOrEqual(1)
      expect(heard).toEqual([true, true, true])
      expect(served).toBeGreaterThan(0)
    }, 90_000)

    it('recovers from a restart of PostgreSQL without restarting an instance', async () => {
      const pids = cluster.pids()
      const watchers = await watchOnEachInstance(tickets[1] ?? '')
      const load = searchLoad(cluster.url, tickets[1] ?? '', SEARCHERS)
      const writes = plannedWrites('pgrestart')
      const writing = writeAll(writes, 4_000, Date.now() + 20_000)
      await sleep(1_000)
      await postgres.restart()
      await writing
      await load.stop()
      const retriedLater = await finishWrites(writes)

      // Every instance is ready again (its readiness probe reconnected), none was restarted.
      const ready = await Promise.all(
        cluster.instancePorts.map((port) =>
          fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.status),
        ),
      )
      const check = searchLoad(cluster.url, tickets[1] ?? '', 2)
      await sleep(1_000)
      await check.stop()
      // Each instance's LISTEN connection came back: a change through one reaches all sockets.
      const heard = await heardEverywhere(watchers, tickets[1] ?? '', 'pgrestart-after')
      await Promise.all(watchers.map((watcher) => watcher.client.dispose()))

      const { count } = load
      console.log(
        `Ausfall-Probe PostgreSQL-Neustart: ${count.requests} Suchen (${count.failures} Fehler), ` +
          `${writes.length} Schreibvorgänge geprüft (${writes.reduce((sum, w) => sum + w.attempts, 0)} Versuche, ${retriedLater} später wiederholt), ` +
          `danach ${check.count.requests} Suchen mit ${check.count.failures} Fehlern`,
      )
      expect(cluster.pids()).toEqual(pids)
      expect(ready).toEqual([200, 200, 200])
      expect(check.count.failures).toBe(0)
      expect(check.count.requests).toBeGreaterThan(0)
      expect(count.failures).toBeLessThan(count.requests / 2)
      expect(heard).toEqual([true, true, true])
      await expectEachWrittenOnce('pgrestart', writes)
    }, 60_000)
  },
)
