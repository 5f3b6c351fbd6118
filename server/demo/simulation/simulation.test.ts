// The living demo: each change goes through the planning desk as the simulation planner and lands
// in the change log the live agenda and the alerts read; switched on it is one periodic job, and
// by default nothing of it exists.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events } from '../../db/schema/index'
import { createRandom } from '../seed/random'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createSimulation } from './simulate-change'
import { SIMULATION_JOB } from './simulation-plugin'

const HOUR_MS = 3600_000

describe.each(databaseModes())('the living demo (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { JOB_WORKER: 'off', SIMULATE_SECONDS: '5' } })
  const simulate = () => createSimulation(testApp.app, testApp.database, 3600)

  const changesOf = async (eventId: string) =>
    (
      await testApp.database.query<{ change: string }>(
        'SELECT change FROM event_changes WHERE event_id = $1 ORDER BY id',
        [eventId],
      )
    ).map((row) => row.change)
  const eventRow = async (id: string) => {
    const [row] = await testApp.database.db.select().from(events).where(eq(events.id, id))
    if (!row) throw new Error(`no event ${id}`)
    return row
  }

  it('has one upcoming seeded entry, without the form the desk saves', async () => {
    const startsAt = new Date(Date.now() + 26 * HOUR_MS)
    await insertEvents(testApp.database, [
      anEvent({
        id: 'sim-seeded',
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR_MS),
        locationName: 'Gewandhaus',
        city: 'Leipzig',
        federalState: 'sn',
      }),
    ])
  })

  it('writes a new plausible entry through the desk', async () => {
    const result = await simulate()('created', createRandom('neu'))
    const row = await eventRow(result.eventId)
    expect(row).toMatchObject({ source: 'desk', status: 'planned', title: result.title })
    expect(row.title.length).toBeGreaterThan(5)
    expect(row.startsAt.getTime()).toBeGreaterThan(Date.now())
    expect(await changesOf(result.eventId)).toEqual(['created'])
  })

  it('moves an upcoming entry in time, filling the gaps a seeded entry leaves', async () => {
    const before = await eventRow('sim-seeded')
    const result = await simulate()('moved', createRandom('verschieben'))
    // The desk's own entry or the seeded one: either way its times changed.
    const after = await eventRow(result.eventId)
    expect(result.change).toBe('moved')
    expect(after.form).not.toBeNull()
    if (result.eventId === 'sim-seeded') expect(after.startsAt).not.toEqual(before.startsAt)
    expect(await changesOf(result.eventId)).toContain('changed')
  })

  it('cancels an upcoming entry now and then', async () => {
    const result = await simulate()('cancelled', createRandom('absagen'))
    expect(result.change).toBe('cancelled')
    expect((await eventRow(result.eventId)).status).toBe('cancelled')
    expect(await changesOf(result.eventId)).toContain('cancelled')
  })

  it('runs as one periodic job, acting as its own planner, and books the next change', async () => {
    const before = await testApp.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_changes',
    )
    await testApp.database.query('UPDATE jobs SET run_at = now() WHERE key = $1', [
      SIMULATION_JOB.key,
    ])
    while (await testApp.app.jobWorker.workOnce()) {
      // the simulation's change, then the alert matcher it enqueued
    }
    const after = await testApp.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_changes',
    )
    expect(after[0]?.n).toBeGreaterThan(before[0]?.n ?? 0)
    const [job] = await testApp.database.query<{ in_seconds: number; failed: boolean }>(
      `SELECT round(extract(epoch FROM run_at - now()))::int AS in_seconds,
         failed_at IS NOT NULL AS failed
       FROM jobs WHERE key = $1`,
      [SIMULATION_JOB.key],
    )
    expect(job?.failed).toBe(false)
    expect(job?.in_seconds).toBeGreaterThan(0)
    const [planner] = await testApp.database.query<{ is_planner: boolean; sessions: number }>(
      `SELECT is_planner, (SELECT count(*)::int FROM ticket_sessions WHERE user_id = users.id)
         AS sessions
       FROM users WHERE id = 'simulation-planung'`,
    )
    expect(planner?.is_planner).toBe(true)
    expect(planner?.sessions).toBeGreaterThan(0)
  })
})

describe.each(databaseModes())('without SIMULATE_SECONDS (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { JOB_WORKER: 'off' } })

  it('simulates nothing: no job, no planner account', async () => {
    const jobs = await testApp.database.query('SELECT id FROM jobs WHERE key = $1', [
      SIMULATION_JOB.key,
    ])
    const planners = await testApp.database.query(
      `SELECT id FROM users WHERE id = 'simulation-planung'`,
    )
    expect({ jobs, planners }).toEqual({ jobs: [], planners: [] })
  })
})
