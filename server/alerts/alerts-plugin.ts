// Alerts and jobs (docs/architecture.md "Alerts and jobs"): the job worker of this instance with
// the alert jobs' handlers, the queue depth for /metrics, and the unsubscribe routes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import type { AlertChannel } from '../db/schema/index'
import { queueDepth } from '../jobs/job-queue'
import {
  createJobWorker,
  type BatchHandler,
  type JobHandler,
  type JobWorker,
} from '../jobs/job-worker'
import { deliverAlertBatch } from './deliver-alert-batch'
import { DELIVER_JOB, SEND_MAIL_JOB, sendAlertMail } from './deliver-alerts'
import { SEND_PUSH_JOB, sendAlertPush } from './alert-push'
import { DIGEST_JOB } from './alert-jobs'
import { deliverDigest } from './deliver-digest'
import { deliverFollowNotices, FOLLOW_JOB } from './deliver-follow-notices'
import { matchChanges, MATCH_JOB } from './match-changes'
import unsubscribeRoutes, { unsubscribeLink } from './unsubscribe-routes'
import { unsubscribeTokens } from './unsubscribe-token'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job worker (started when the app is ready unless JOB_WORKER=off). */
    jobWorker: JobWorker
  }
}

/** Due delivery jobs (one per search and channel) delivered in one transaction. */
const DELIVERY_BATCH = 200
/**
 * Written-down mails one run sends, each marked sent on its own; few enough that a slow SMTP server
 * keeps the batch well inside JOB_LEASE_SECONDS.
 */
const MAIL_BATCH = 20

async function alertsPlugin(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { config, database } = options
  const tokens = unsubscribeTokens(database.db)
  const delivery = {
    db: database.db,
    publicUrl: config.publicUrl,
    unsubscribeLink: async (userId: string, savedSearchId: string) =>
      unsubscribeLink(config.publicUrl, await tokens.sign({ userId, savedSearchId })),
  }
  const handlers: Record<string, JobHandler> = {
    [MATCH_JOB]: () =>
      matchChanges(database, {
        coalesceSeconds: config.ALERT_COALESCE_SECONDS,
        followCoalesceMs: config.FOLLOW_COALESCE_MS,
        log: app.log,
      }),
    [DIGEST_JOB]: (job) => deliverDigest(delivery, String(job.payload.userId)),
    [SEND_PUSH_JOB]: (job) => sendAlertPush(database.db, app.push, job.payload),
  }
  // Many due searches' alerts in one transaction, and written-down mails sent in a row: at 1,000
  // changes a minute, one job per search and channel would not keep up (bench/alerts.ts).
  const batchHandlers: Record<string, BatchHandler> = {
    [DELIVER_JOB]: {
      size: DELIVERY_BATCH,
      run: (jobs) =>
        deliverAlertBatch(
          delivery,
          jobs.map((job) => ({
            savedSearchId: String(job.payload.savedSearchId),
            channel: job.payload.channel as AlertChannel,
          })),
        ),
    },
    // The entries' follows in one transaction: 200 followers of one entry are one job.
    [FOLLOW_JOB]: {
      size: DELIVERY_BATCH,
      run: (jobs) =>
        deliverFollowNotices(
          delivery,
          jobs.map((job) => String(job.payload.eventId)),
        ),
    },
    [SEND_MAIL_JOB]: {
      size: MAIL_BATCH,
      run: async (jobs) => {
        for (const job of jobs)
          await sendAlertMail(database.db, app.mailer, String(job.payload.mailId))
      },
    },
  }
  const worker = createJobWorker({
    database,
    handlers,
    batchHandlers,
    concurrency: config.JOB_CONCURRENCY,
    pollMs: config.JOB_POLL_MS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    log: app.log,
  })
  app.decorate('jobWorker', worker)
  app.telemetry.gauge('agenda_job_queue_depth', 'Jobs waiting or running in the job queue', () =>
    queueDepth(database),
  )
  if (config.JOB_WORKER === 'on') {
    app.addHook('onReady', () => worker.start())
    app.addHook('onClose', () => worker.stop())
  }
  await app.register(unsubscribeRoutes, { db: database.db, tokens })
}

// Not encapsulated: `app.jobWorker` is the whole app's (tests drive it by hand).
export default fp(alertsPlugin, { name: 'alerts', dependencies: ['telemetry', 'mailer'] })
