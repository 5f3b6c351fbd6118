// The living demo (docs/architecture.md "Living demo"): with SIMULATE_SECONDS set, one change of
// the agenda every so many seconds through the planning desk. A keyed periodic job, so however
// many instances share the database, one change is made per period. Off by default and in tests.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import { bookNextRun, ensurePeriodicJob, type PeriodicJob } from '../../jobs/periodic-job'
import { createRandom } from '../seed/random'
import { createSimulation, pickChange } from './simulate-change'

export const SIMULATION_JOB: PeriodicJob = { kind: 'simulation.change', key: 'simulation' }

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000)

async function simulationPlugin(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
) {
  const { config, database } = options
  const simulate = createSimulation(app, database, config.TICKET_TTL)
  // Registered on every instance: one with the simulation off that takes the job ends it.
  app.jobWorker.handle(SIMULATION_JOB.kind, async () => {
    if (config.SIMULATE_SECONDS === 0) {
      app.log.info('simulation ended: SIMULATE_SECONDS is 0 on this instance')
      return
    }
    const random = createRandom(crypto.randomUUID())
    const result = await simulate(pickChange(random), random)
    app.log.info(result, `simulation: entry ${result.change}`)
    await bookNextRun(database.db, SIMULATION_JOB, inSeconds(config.SIMULATE_SECONDS))
  })
  if (config.SIMULATE_SECONDS > 0) {
    app.addHook('onReady', async () => {
      await ensurePeriodicJob(database.db, SIMULATION_JOB, inSeconds(config.SIMULATE_SECONDS))
      app.log.info({ everySeconds: config.SIMULATE_SECONDS }, 'simulation on')
    })
  }
}

export default fp(simulationPlugin, { name: 'simulation', dependencies: ['alerts'] })
