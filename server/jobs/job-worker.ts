// One worker per process (docs/architecture.md "Alerts and jobs"): claims due jobs one at a time
// and runs their handler; idle, it sleeps until a NOTIFY on agenda_jobs or the next poll. Stopping
// waits for the job in hand, so a clean shutdown leaves no job half done; a crash leaves it to
// its lease.
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import { claimJob, completeJob, failJob, JOBS_CHANNEL, type ClaimedJob } from './job-queue'

export type JobHandler = (job: ClaimedJob) => Promise<void>

export interface JobWorkerOptions {
  database: DatabaseHandle
  handlers: Record<string, JobHandler>
  pollMs: number
  leaseSeconds: number
  log: FastifyBaseLogger
}

export interface JobWorker {
  readonly id: string
  /** Adds the handler of a job kind, e.g. from a plugin registered after the worker's. */
  handle(kind: string, handler: JobHandler): void
  /** Claims and runs one due job; false when none was due. */
  workOnce(): Promise<boolean>
  start(): Promise<void>
  stop(): Promise<void>
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { database, log } = options
  // A copy: kinds added later by other plugins do not change the caller's object.
  const handlers = { ...options.handlers }
  const id = `worker-${crypto.randomUUID()}`
  let stopped = false
  let loop: Promise<void> | undefined
  let unlisten: (() => Promise<void>) | undefined
  let wake: (() => void) | undefined

  const run = async (job: ClaimedJob) => {
    const handler = handlers[job.kind]
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
      await handler(job)
      await completeJob(database, job, id)
    } catch (error) {
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed')
      await failJob(database, job, id, error)
    }
  }

  const workOnce = async () => {
    const job = await claimJob(database, id, options.leaseSeconds)
    if (!job) return false
    await run(job)
    return true
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs)
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })

  const runLoop = async () => {
    while (!stopped) {
      try {
        if (await workOnce()) continue
      } catch (error) {
        // The database away for a moment: try again at the next poll.
        log.warn({ err: error }, 'job worker could not claim a job')
      }
      if (!stopped) await sleep()
    }
  }

  return {
    id,
    handle(kind, handler) {
      handlers[kind] = handler
    },
    workOnce,
    async start() {
      unlisten = await database.listen(JOBS_CHANNEL, () => wake?.())
      loop = runLoop()
    },
    async stop() {
      stopped = true
      wake?.()
      await loop
      await unlisten?.()
    },
  }
}
