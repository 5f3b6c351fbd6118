// The job worker with batches and several loops (docs/architecture.md "Alerts and jobs"): every
// job runs once however many loops and workers share the queue, a batch takes the earliest due
// jobs of its kind, a failed batch runs its jobs alone so one bad job holds back no other, and a
// keyed job asked to run again while it runs never runs twice at the same time, and a job due
// before the next poll is run when due.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import {
  openTestDatabase,
  databaseModes,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import {
  claimJob,
  claimJobsOfKind,
  completeJobs,
  enqueueJob,
  enqueueJobs,
  type ClaimedJob,
} from './job-queue'
import { createJobWorker, type BatchHandler, type JobHandler } from './job-worker'

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databaseModes())('job worker (%s)', (mode) => {
  let testDatabase: TestDatabase
  let database: DatabaseHandle
  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    database = testDatabase.database
  })
  afterAll(() => testDatabase.drop())
  beforeEach(() => database.query('DELETE FROM jobs'))

  const workerWith = (
    handlers: Record<string, JobHandler>,
    batchHandlers: Record<string, BatchHandler> = {},
    concurrency = 1,
    pollMs = 20,
  ) =>
    createJobWorker({
      database,
      handlers,
      batchHandlers,
      concurrency,
      pollMs,
      leaseSeconds: 60,
      log: quietLog,
    })
  const waiting = async () =>
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs'))[0]?.n ?? 0
  const until = async (done: () => Promise<boolean>) => {
    const started = Date.now()
    while (!(await done())) {
      if (Date.now() - started > 20_000) throw new Error('timed out')
      await pause(20)
    }
  }

  it('runs every job once with two workers of four loops each, batches and single jobs', async () => {
    const runs: number[] = []
    const batchSizes: number[] = []
    const handlers = {
      'test.single': async (job: ClaimedJob) => {
        await pause(Math.random() * 5)
        runs.push(Number(job.payload.n))
      },
    }
    const batches: Record<string, BatchHandler> = {
      'test.batch': {
        size: 7,
        run: async (jobs) => {
          batchSizes.push(jobs.length)
          await pause(Math.random() * 5)
          runs.push(...jobs.map((job) => Number(job.payload.n)))
        },
      },
    }
    await enqueueJobs(
      database.db,
      'test.batch',
      Array.from({ length: 60 }, (_, n) => ({ payload: { n } })),
    )
    await enqueueJobs(
      database.db,
      'test.single',
      Array.from({ length: 20 }, (_, n) => ({ payload: { n: 100 + n } })),
    )
    const workers = [workerWith(handlers, batches, 4), workerWith(handlers, batches, 4)]
    await Promise.all(workers.map((worker) => worker.start()))
    try {
      await until(async () => (await waiting()) === 0)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
    }
    const expected = [
      ...Array.from({ length: 60 }, (_, n) => n),
      ...Array.from({ length: 20 }, (_, n) => 100 + n),
    ]
    expect([...runs].sort((a, b) => a - b)).toEqual(expected)
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(7)
    expect(batchSizes.some((size) => size > 1)).toBe(true)
  })

  it('wakes for a job due before the next poll, which its NOTIFY came too early for', async () => {
    const ran: string[] = []
    // A poll a minute away: only the job's own due time can wake the idle loop in time.
    const worker = workerWith({ 'test.soon': async () => void ran.push('soon') }, {}, 1, 60_000)
    await worker.start()
    try {
      await enqueueJob(database.db, 'test.soon', { runAt: new Date(Date.now() + 300) })
      await until(async () => ran.length === 1)
    } finally {
      await worker.stop()
    }
    expect(ran).toEqual(['soon'])
  })

  // The idle loop between its claim and its sleep (held in its due-time query): a stop or a
  // NOTIFY that comes then must still reach it, not wait for the next poll a minute away.
  const heldInDueQuery = () => {
    let asked: () => void = () => undefined
    let release: () => void = () => undefined
    const askedOnce = new Promise<void>((resolve) => (asked = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    const held: DatabaseHandle = {
      ...database,
      query: async <Row>(sql: string, params?: unknown[]) => {
        if (sql.includes('min(run_at)')) {
          asked()
          await released
        }
        return database.query<Row>(sql, params)
      },
    }
    return { held, askedOnce, release }
  }
  const idleWorker = (held: DatabaseHandle, handlers: Record<string, JobHandler> = {}) =>
    createJobWorker({ database: held, handlers, pollMs: 60_000, leaseSeconds: 60, log: quietLog })
  const settlesSoon = (work: Promise<unknown>) =>
    Promise.race([work.then(() => 'settled'), pause(10_000).then(() => 'waited for the poll')])

  it('stops at once when stopped while the idle loop asks for the next due time', async () => {
    const { held, askedOnce, release } = heldInDueQuery()
    const worker = idleWorker(held)
    await worker.start()
    await askedOnce
    const stopping = worker.stop()
    release()
    expect(await settlesSoon(stopping)).toBe('settled')
  })

  it('runs a job whose NOTIFY came while the idle loop asked for the next due time', async () => {
    const ran: string[] = []
    const { held, askedOnce, release } = heldInDueQuery()
    const worker = idleWorker(held, { 'test.now': async () => void ran.push('now') })
    await worker.start()
    try {
      await askedOnce
      await enqueueJob(database.db, 'test.now', {})
      release()
      expect(await settlesSoon(until(async () => ran.length === 1))).toBe('settled')
    } finally {
      release()
      await settlesSoon(worker.stop())
    }
  })

  it('claims a batch earliest first, only of its kind, and never a job another worker holds', async () => {
    const now = Date.now()
    await enqueueJobs(
      database.db,
      'test.order',
      [5, 1, 4, 2, 3].map((n) => ({ payload: { n }, runAt: new Date(now - 10_000 + n * 1000) })),
    )
    await enqueueJob(database.db, 'test.other', { runAt: new Date(now - 20_000) })
    const first = await claimJob(database, 'worker-a', 60)
    expect(first?.kind).toBe('test.other')
    const batch = await claimJobsOfKind(database, 'worker-a', 60, 'test.order', 3)
    expect(batch.map((job) => job.payload.n)).toEqual([1, 2, 3])
    const rest = await claimJobsOfKind(database, 'worker-b', 60, 'test.order', 10)
    expect(rest.map((job) => job.payload.n)).toEqual([4, 5])
    expect(await claimJobsOfKind(database, 'worker-c', 60, 'test.order', 10)).toEqual([])
  })

  it('runs the jobs of a failed batch alone: the good ones once, the bad one retried', async () => {
    const done: number[] = []
    let batchRuns = 0
    const worker = workerWith(
      {},
      {
        'test.fragile': {
          size: 10,
          run: async (jobs) => {
            batchRuns += 1
            if (jobs.some((job) => job.payload.bad)) throw new Error('bad job in the batch')
            done.push(...jobs.map((job) => Number(job.payload.n)))
          },
        },
      },
    )
    await enqueueJobs(
      database.db,
      'test.fragile',
      [1, 2, 3, 4].map((n) => ({ payload: { n, bad: n === 3 } })),
    )
    expect(await worker.workOnce()).toBe(true)
    expect(done.sort()).toEqual([1, 2, 4])
    // One batch run, then one run per job.
    expect(batchRuns).toBe(5)
    const [bad] = await database.query<{ attempts: number; last_error: string; later: boolean }>(
      `SELECT attempts, last_error, run_at > now() AS later FROM jobs`,
    )
    expect(bad).toEqual({ attempts: 1, last_error: 'bad job in the batch', later: true })
    expect(await waiting()).toBe(1)
  })

  it('never runs a keyed job twice at once; asked again while running, it runs once more after', async () => {
    let running = 0
    let overlapped = false
    let runs = 0
    const handlers = {
      'test.keyed': async () => {
        running += 1
        if (running > 1) overlapped = true
        runs += 1
        // Asked again while it runs (as the matcher asks a delivery job): one more run, later.
        if (runs === 1) await enqueueJob(database.db, 'test.keyed', { key: 'test.keyed:one' })
        await pause(30)
        running -= 1
      },
    }
    const workers = [workerWith(handlers, {}, 4), workerWith(handlers, {}, 4)]
    await Promise.all(workers.map((worker) => worker.start()))
    try {
      await enqueueJob(database.db, 'test.keyed', { key: 'test.keyed:one' })
      await until(async () => (await waiting()) === 0 && runs >= 2)
      await pause(100)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
    }
    expect(overlapped).toBe(false)
    expect(runs).toBe(2)
  })
  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(mode === 'postgres')(
    'leaves no job locked when a rerun is asked for while it completes',
    async () => {
      await enqueueJob(database.db, 'test.rerun', { key: 'test.rerun:one' })
      const job = await claimJob(database, 'worker-a', 60)
      if (!job) throw new Error('no job')
      let asked = false
      let commit: () => void = () => undefined
      const committed = new Promise<void>((resolve) => {
        commit = resolve
      })
      // A writer asks for one more run (as the events trigger asks the matcher) and commits only
      // after the completion has begun.
      const asking = database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.rerun', { key: 'test.rerun:one' })
        asked = true
        await committed
      })
      await until(async () => asked)
      const completing = completeJobs(database, [job], 'worker-a')
      await pause(200)
      commit()
      await Promise.all([asking, completing])
      const rows = await database.query<{ locked: boolean; rerun: boolean; due: boolean }>(
        `SELECT locked_until IS NOT NULL AS locked, rerun_at IS NOT NULL AS rerun,
           run_at <= now() AS due FROM jobs`,
      )
      expect(rows).toEqual([{ locked: false, rerun: false, due: true }])
    },
  )
})
