// The pruning of event_changes: old changes go, young ones and those the alert matcher has not
// read stay; it runs as a periodic job that books its next run; and a live-agenda client from
// before the oldest kept change is told to read its view again.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events } from '../db/schema/index'
import { agendaChangesSince } from '../graphql/subscriptions/agenda-changes'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { PRUNE_EVENT_CHANGES, pruneEventChanges } from './prune-event-changes'

const RETENTION_HOURS = 72

describe.each(databaseModes())('pruning event changes (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { JOB_WORKER: 'off' } })

  const versions = async () =>
    (
      await testApp.database.query<{ version: string }>(
        'SELECT DISTINCT version::text FROM event_changes ORDER BY 1',
      )
    ).map((row) => Number(row.version))
  const ageChangesUpTo = (version: number, hours: number) =>
    testApp.database.query(
      `UPDATE event_changes SET changed_at = now() - make_interval(hours => $2::int)
       WHERE version <= $1`,
      [version, hours],
    )
  const setAlertCursor = (version: number) =>
    testApp.database.query('UPDATE alert_cursor SET version = $1 WHERE id = 1', [version])
  const latestVersion = async () => Math.max(...(await versions()))

  let oldVersion = 0
  let youngVersion = 0
  it('has old changes and young ones', async () => {
    await insertEvents(testApp.database, [anEvent({ id: 'prune-a' }), anEvent({ id: 'prune-b' })])
    await testApp.database.db
      .update(events)
      .set({ title: 'Geändert' })
      .where(eq(events.id, 'prune-a'))
    oldVersion = await latestVersion()
    await ageChangesUpTo(oldVersion, RETENTION_HOURS + 1)
    await insertEvents(testApp.database, [anEvent({ id: 'prune-c' })])
    youngVersion = await latestVersion()
    expect(youngVersion).toBeGreaterThan(oldVersion)
  })

  it('keeps the old changes the alert matcher has not read yet', async () => {
    const firstVersion = Math.min(...(await versions()))
    await setAlertCursor(firstVersion)
    await pruneEventChanges(testApp.database, RETENTION_HOURS)
    expect(Math.min(...(await versions()))).toBeGreaterThan(firstVersion)
    expect(await versions()).toContain(oldVersion)
  })

  it('deletes the changes older than the retention once read, never a young one', async () => {
    await setAlertCursor(youngVersion)
    expect(await pruneEventChanges(testApp.database, RETENTION_HOURS)).toBeGreaterThan(0)
    expect(await versions()).toEqual([youngVersion])
  })

  it('tells a live-agenda client from before the oldest kept change to read its view again', async () => {
    const fromBefore = await agendaChangesSince(testApp.database.db, oldVersion - 1)
    expect(fromBefore).toMatchObject({ changes: [], truncated: true })
    const fromAfter = await agendaChangesSince(testApp.database.db, oldVersion)
    expect(fromAfter.truncated).toBe(false)
    expect(fromAfter.changes).toEqual([{ eventId: 'prune-c', kind: 'CREATED' }])
  })

  it('runs as a periodic job that books its next run', async () => {
    await ageChangesUpTo(youngVersion, RETENTION_HOURS + 1)
    await testApp.database.query(`UPDATE jobs SET run_at = now() WHERE key = $1`, [
      PRUNE_EVENT_CHANGES.key,
    ])
    while (await testApp.app.jobWorker.workOnce()) {
      // also the alert matcher's job the inserts enqueued
    }
    expect(await versions()).toEqual([])
    const [row] = await testApp.database.query<{ in_minutes: number; failed: boolean }>(
      `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS in_minutes,
         failed_at IS NOT NULL AS failed
       FROM jobs WHERE key = $1`,
      [PRUNE_EVENT_CHANGES.key],
    )
    expect(row).toEqual({ in_minutes: 60, failed: false })
  })

  it('asks a reload from a client behind once nothing is kept at all', async () => {
    const caughtUp = await agendaChangesSince(testApp.database.db, youngVersion - 1)
    expect(caughtUp).toMatchObject({ changes: [], truncated: true })
  })
})
