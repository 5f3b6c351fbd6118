// Registers the pruning of event_changes (prune-event-changes.ts) with this instance's job worker
// and makes sure its periodic row exists; any instance's worker may then run it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { bookNextRun, ensurePeriodicJob } from './periodic-job'
import { PRUNE_EVENT_CHANGES, PRUNE_EVERY_SECONDS, pruneEventChanges } from './prune-event-changes'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000)

async function prunePlugin(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { config, database } = options
  app.jobWorker.handle(PRUNE_EVENT_CHANGES.kind, async () => {
    const pruned = await pruneEventChanges(database, config.EVENT_CHANGES_RETENTION_HOURS)
    app.log.info({ pruned }, 'event changes pruned')
    await bookNextRun(database.db, PRUNE_EVENT_CHANGES, inSeconds(PRUNE_EVERY_SECONDS))
  })
  app.addHook('onReady', () =>
    ensurePeriodicJob(database.db, PRUNE_EVENT_CHANGES, inSeconds(PRUNE_EVERY_SECONDS)),
  )
}

export default fp(prunePlugin, { name: 'event-changes-pruning', dependencies: ['alerts'] })
