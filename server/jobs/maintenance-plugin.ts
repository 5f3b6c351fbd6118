// The database's periodic upkeep, registered with this instance's job worker; each task's row
// is made sure of at start, and any instance's worker may then run it (periodic-job.ts).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { bookNextRun, ensurePeriodicJob, type PeriodicJob } from './periodic-job'
import { PRUNE_EVENT_CHANGES, PRUNE_EVERY_SECONDS, pruneEventChanges } from './prune-event-changes'
import {
  comingWeeks,
  nextQuietHour,
  REORDER_EVENT_SEARCH,
  reorderEventSearch,
} from './reorder-event-search'

async function maintenancePlugin(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { config, database } = options
  /** The task runs, then books its next run: the row lives on from run to run. */
  const periodically = (task: PeriodicJob, next: (now: Date) => Date, run: () => Promise<void>) => {
    app.jobWorker.handle(task.kind, async () => {
      await run()
      await bookNextRun(database.db, task, next(new Date()))
    })
    app.addHook('onReady', () => ensurePeriodicJob(database.db, task, next(new Date())))
  }

  periodically(
    PRUNE_EVENT_CHANGES,
    (now) => new Date(now.getTime() + PRUNE_EVERY_SECONDS * 1000),
    async () => {
      const pruned = await pruneEventChanges(database, config.EVENT_CHANGES_RETENTION_HOURS)
      app.log.info({ pruned }, 'event changes pruned')
    },
  )
  periodically(REORDER_EVENT_SEARCH, nextQuietHour, async () => {
    const reordered = await reorderEventSearch(database, comingWeeks(new Date()))
    app.log.info({ reordered }, 'coming weeks of event_search written in start order')
  })
}

export default fp(maintenancePlugin, { name: 'database-maintenance', dependencies: ['alerts'] })
