// One worker per process (docs/architecture.md "Alerts and jobs"): `concurrency` loops each claim a
// due job and run its handler; a kind with a batch handler takes up to its batch size of due jobs
// of that kind at once. Idle, a loop sleeps until a NOTIFY on agenda_jobs, the next poll or the
// next waiting job's due time, whichever comes first.
// Stopping waits for the jobs in hand, so a clean shutdown leaves no job half done; a crash leaves
// them to their lease.
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import {
  claimJob,
  claimJobsOfKind,
  completeJobs,
  failJob,
  JOBS_CHANNEL,
  msUntilNextDue,
  type ClaimedJob,
} from './job-queue'

export type JobHandler = (job: ClaimedJob) => Promise<void>

/**
 * Works several claimed jobs of one kind together; all or nothing, since a failed batch is run
 * again job by job (so one bad job fails alone).
 */
export interface BatchHandler {
  /** Most jobs in one batch. */
  size: number
  run(jobs: ClaimedJob[]): Promise<void>
}

export interface JobWorkerOptions {
  database: DatabaseHandle
  handlers: Record<string, JobHandler>
  batchHandlers?: Record<string, BatchHandler>
  pollMs: number
  leaseSeconds: number
  /** Jobs (or batches) run at the same time by this worker; default 1. */
  concurrency?: number
  log: FastifyBaseLogger
}

export interface JobWorker {
  readonly id: string
  /** Adds the handler of a job kind, e.g. from a plugin registered after the worker's. */
  handle(kind: string, handler: JobHandler): void
  /** Claims and runs one due job (or one batch of its kind); false when none was due. */
  workOnce(): Promise<boolean>
  start(): Promise<void>
  stop(): Promise<void>
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { database, log } = options
  // Copies: kinds added later by other plugins do not change the caller's objects.
  const handlers = { ...options.handlers }
  const batchHandlers = { ...options.batchHandlers }
  const id = `worker-${crypto.randomUUID()}`
  let stopped = false
  let loops: Promise<void>[] = []
  let unlisten: (() => Promise<void>) | undefined
  const sleepers = new Set<() => void>()
  // Counts wake-ups (NOTIFYs and stop), so one that comes while a loop is not yet asleep (still
  // claiming or asking for the next due time) is not lost to it.
  let wakeUps = 0

  const fail = async (list: ClaimedJob[], error: unknown) => {
    for (const job of list) {
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed')
      await failJob(database, job, id, error)
    }
  }

  const run = async (job: ClaimedJob) => {
    try {
      const handler = handlers[job.kind]
      const batch = batchHandlers[job.kind]
      if (handler) await handler(job)
      else if (batch) await batch.run([job])
      else throw new Error(`no handler for job kind ${job.kind}`)
      await completeJobs(database, [job], id)
    } catch (error) {
      await fail([job], error)
    }
  }

  const runBatch = async (batch: BatchHandler, list: ClaimedJob[]) => {
    try {
      await batch.run(list)
    } catch (error) {
      log.warn({ err: error, jobs: list.length, kind: list[0]?.kind }, 'job batch failed')
      // Alone, each job fails or succeeds on its own: one bad job holds back no other.
      for (const job of list) await run(job)
      return
    }
    try {
      await completeJobs(database, list, id)
    } catch (error) {
      await fail(list, error)
    }
  }

  const workOnce = async () => {
    const job = await claimJob(database, id, options.leaseSeconds)
    if (!job) return false
    const batch = handlers[job.kind] ? undefined : batchHandlers[job.kind]
    if (!batch) {
      await run(job)
      return true
    }
    const more = await claimJobsOfKind(database, id, options.leaseSeconds, job.kind, batch.size - 1)
    await runBatch(batch, [job, ...more])
    return true
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      sleepers.add(done)
    })
  const untilNextPoll = async () => {
    try {
      const due = await msUntilNextDue(database)
      return due === null ? options.pollMs : Math.min(options.pollMs, Math.max(due, 1))
    } catch {
      return options.pollMs // the database away for a moment, as above
    }
  }
  const wakeAll = () => {
    wakeUps += 1
    for (const wake of [...sleepers]) wake()
  }

  const runLoop = async () => {
    while (!stopped) {
      const wakeUpsSeen = wakeUps
      try {
        if (await workOnce()) continue
      } catch (error) {
        // The database away for a moment: try again at the next poll.
        log.warn({ err: error }, 'job worker could not claim a job')
      }
      // A job due sooner than the next poll (a followed entry's notice, due in a fraction of a
      // second) wakes the loop itself: its NOTIFY came when it was enqueued, before it was due.
      if (stopped) break
      const ms = await untilNextPoll()
      if (wakeUps === wakeUpsSeen) await sleep(ms)
    }
  }

  return {
    id,
    handle(kind, handler) {
      handlers[kind] = handler
    },
    workOnce,
    async start() {
      unlisten = await database.listen(JOBS_CHANNEL, wakeAll)
      loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => runLoop())
    },
    async stop() {
      stopped = true
      wakeAll()
      await Promise.all(loops)
      await unlisten?.()
    },
  }
}
