// Digests, pause and quiet hours (docs/architecture.md "Alerts and jobs"): the digest waits for
// the user's Berlin time (summer time included), sends one mail grouped per search and none when
// nothing is new, once across instances and crashes; a pause or quiet hours hold push and
// immediate mail back, and the held mail goes out, once, when the hold ends.
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { claimJob } from '../jobs/job-queue'
import { readWrittenMails } from '../mail/mail-files'
import { mailDirectory } from '../mail/mailer-plugin'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { aSavedSearch, callAs } from '../../tests/support/server/filters-api'
import { graphql } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { buildTestApp, testConfig } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

const HOUR_MS = 3_600_000

describe.each(databaseModes())('digests, pause and quiet hours (%s)', (mode) => {
  const testApp = setUpTestApp(mode, {
    dataDirOnDisk: true,
    env: { JOB_WORKER: 'off', ALERT_COALESCE_SECONDS: '0' },
  })
  let carla: TestUser
  let dora: TestUser
  afterEach(() => vi.useRealTimers())
  let pushesSent: MockInstance
  beforeAll(() => {
    pushesSent = vi.spyOn(testApp.app.push, 'sendToUser')
  })

  const drain = async (worker = testApp.app.jobWorker) => {
    while (await worker.workOnce()) {
      // until the queue is empty
    }
  }
  const query = <T>(text: string, params: unknown[] = []) => testApp.database.query<T>(text, params)
  const mails = async () =>
    readWrittenMails(mailDirectory(testConfig({ DATA_DIR: testApp.dataDir })))
  const mailsAbout = async (words: string) =>
    (await mails()).filter((mail) => mail.decoded.includes(words))
  const digestJob = async () =>
    (await query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE kind = 'alerts.digest'`))[0]
  /** Lets the waiting digest run now, as the clock would at its time. */
  const digestTimeComes = () =>
    query(`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'alerts.digest'`)
  const saveSettings = (who: TestUser, settings: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/useradmin/notification-settings',
      headers: { authorization: `Bearer ${who.ticket}` },
      payload: {
        digestTimes: ['07:00', '15:00'],
        pausedUntil: null,
        quietHours: null,
        ...settings,
      },
    })
  const search = async (who: TestUser, name: string, word: string, alerts: object) => {
    const created = await callAs(
      testApp.app,
      who,
    )({
      method: 'POST',
      payload: aSavedSearch({
        name,
        filterRules: [{ type: 'FILTER_FULLTEXT', values: [word] }],
        alerts,
      }),
    })
    expect(created.statusCode, created.body).toBe(201)
  }

  it('sets up Carla with two digest searches and Dora with immediate mail and push', async () => {
    carla = await createTestUser(testApp.app, testApp.database, 'Carla')
    dora = await createTestUser(testApp.app, testApp.database, 'Dora')
    await search(carla, 'Theater', 'Theaterpremiere', { mail: 'digest' })
    await search(carla, 'Oper', 'Opernabend', { mail: 'digest' })
    await search(dora, 'Hafen', 'Hafenfest', { inApp: true, mail: 'immediate', push: true })
    // Turning digest mail on gave Carla a digest job; it found nothing and waits for its time.
    await drain()
    expect((await digestJob())?.run_at.getTime()).toBeGreaterThan(Date.now())
    expect(await mailsAbout('Zusammenfassung')).toHaveLength(0)
  })

  it('sends one digest at the digest time, grouped per search, each with its unsubscribe link', async () => {
    await insertEvents(testApp.database, [
      anEvent({ id: 'theater-1', title: 'Theaterpremiere im Stadttheater' }),
      anEvent({ id: 'oper-1', title: 'Opernabend mit Verdi' }),
      anEvent({ id: 'theater-2', title: 'Theaterpremiere zwei' }),
    ])
    await drain()
    expect(await mailsAbout('Zusammenfassung')).toHaveLength(0)
    await digestTimeComes()
    await drain()
    const [digest, ...more] = await mailsAbout('Zusammenfassung')
    expect(more).toHaveLength(0)
    expect(digest?.decoded).toContain('3 Einträge zu 2 Suchen')
    expect(digest?.decoded).toContain('„Theater“ (2 Einträge)')
    expect(digest?.decoded).toContain('„Oper“ (1 Eintrag)')
    expect(digest?.decoded.match(/Keine E-Mails mehr zu dieser Suche:/g)).toHaveLength(2)
    const owed = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alert_deliveries WHERE delivered_at IS NULL`,
    )
    expect(owed[0]?.n).toBe(0)
    expect((await digestJob())?.run_at.getTime()).toBeGreaterThan(Date.now())
  })

  it('schedules the next digest by the Berlin clock, summer time included', async () => {
    // The evening before the switch to summer time: 07:00 next morning is 05:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-28T20:00:00Z') })
    await digestTimeComes()
    expect(await testApp.app.jobWorker.workOnce()).toBe(true)
    expect((await digestJob())?.run_at).toEqual(new Date('2026-03-29T05:00:00Z'))
    vi.setSystemTime(new Date('2026-10-24T20:00:00Z'))
    await digestTimeComes()
    expect(await testApp.app.jobWorker.workOnce()).toBe(true)
    // The night back to winter time: 07:00 is 06:00 UTC again.
    expect((await digestJob())?.run_at).toEqual(new Date('2026-10-25T06:00:00Z'))
    vi.useRealTimers()
    // Saving the settings moves the waiting digest to the next of the (same) times.
    expect((await saveSettings(carla, {})).statusCode).toBe(200)
    expect((await digestJob())?.run_at.getTime()).toBeGreaterThan(Date.now())
    expect(await mailsAbout('Zusammenfassung')).toHaveLength(1)
  })

  it('sends no digest when nothing is new', async () => {
    await digestTimeComes()
    await drain()
    expect(await mailsAbout('Zusammenfassung')).toHaveLength(1)
  })

  it('sends a digest once when a worker dies mid-job and a second instance works too', async () => {
    await insertEvents(testApp.database, [anEvent({ id: 'oper-2', title: 'Opernabend Wagner' })])
    await drain()
    await digestTimeComes()
    expect((await claimJob(testApp.database, 'dead-worker', 60))?.kind).toBe('alerts.digest')
    await query(`UPDATE jobs SET locked_until = now() - interval '1 second'`)
    const second = await buildTestApp(testApp.database, {
      JOB_WORKER: 'off',
      ALERT_COALESCE_SECONDS: '0',
      DATA_DIR: testApp.dataDir,
    })
    try {
      await Promise.all([drain(), drain(second.jobWorker), drain(), drain(second.jobWorker)])
    } finally {
      await second.close()
    }
    expect(await mailsAbout('Opernabend Wagner')).toHaveLength(1)
  })

  it('moves the waiting digest when the times change', async () => {
    await insertEvents(testApp.database, [anEvent({ id: 'oper-3', title: 'Opernabend Mozart' })])
    await drain()
    const before = (await digestJob())?.run_at
    expect((await saveSettings(carla, { digestTimes: ['23:59'] })).statusCode).toBe(200)
    const after = (await digestJob())?.run_at
    expect(after).not.toEqual(before)
    expect(after?.toISOString()).toMatch(/T2[23]:59:00/)
  })

  const heldMailJob = async () =>
    (
      await query<{ run_at: Date }>(
        `SELECT run_at FROM jobs WHERE kind = 'alerts.deliver' AND payload->>'channel' = 'mail'`,
      )
    )[0]
  /** Pushes sent or waiting: a push job may have run already, so its sends are counted too. */
  const pushes = async () =>
    (await query(`SELECT id FROM jobs WHERE kind = 'alerts.push'`)).length +
    pushesSent.mock.calls.length
  const unreadOf = async (who: TestUser) => {
    const answer = await graphql(
      testApp.app,
      who.ticket,
      'query { myNotifications { unreadCount } }',
      {},
    )
    return (answer.body.data?.myNotifications as { unreadCount: number }).unreadCount
  }

  it('holds push and mail during a pause, the centre still fills, and sends the mail when it ends', async () => {
    const pausedUntil = new Date(Date.now() + HOUR_MS)
    expect((await saveSettings(dora, { pausedUntil: pausedUntil.toISOString() })).statusCode).toBe(
      200,
    )
    await insertEvents(testApp.database, [anEvent({ id: 'hafen-1', title: 'Hafenfest eröffnet' })])
    await drain()
    expect(await unreadOf(dora)).toBe(1)
    expect(await pushes()).toBe(0)
    expect(await mailsAbout('Hafenfest')).toHaveLength(0)
    expect((await heldMailJob())?.run_at).toEqual(pausedUntil)
    // Held mail gathers: a second entry during the pause joins the same mail.
    await insertEvents(testApp.database, [anEvent({ id: 'hafen-2', title: 'Hafenfest Feuerwerk' })])
    await drain()
    expect(await pushes()).toBe(0)
    // „Pause beenden“
    expect((await saveSettings(dora, {})).statusCode).toBe(200)
    await drain()
    const released = await mailsAbout('Hafenfest')
    expect(released).toHaveLength(1)
    expect(released[0]?.decoded).toContain('2 Einträge')
    expect(await pushes()).toBe(0)
    expect(await unreadOf(dora)).toBe(2)
  })

  it('holds mail in quiet hours across midnight and sends it at their end', async () => {
    expect(
      (await saveSettings(dora, { quietHours: { from: '22:00', to: '07:00' } })).statusCode,
    ).toBe(200)
    // 00:30 in Berlin, in the past: PostgreSQL's clock is not the test's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-14T23:30:00Z') })
    await insertEvents(testApp.database, [
      anEvent({ id: 'hafen-3', title: 'Hafenfest Nachtmarkt' }),
    ])
    // Step by step: the matcher, then the app, mail and push deliveries in one batch. A drain
    // would run the held mail again and again, its end being past for PostgreSQL.
    for (let job = 0; job < 2; job += 1) expect(await testApp.app.jobWorker.workOnce()).toBe(true)
    expect(await pushes()).toBe(0)
    expect(await mailsAbout('Nachtmarkt')).toHaveLength(0)
    expect((await heldMailJob())?.run_at).toEqual(new Date('2025-01-15T06:00:00Z'))
    // 07:00 in Berlin: the quiet hours are over.
    vi.setSystemTime(new Date('2025-01-15T06:00:00Z'))
    await query(
      `UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'alerts.deliver'`,
    )
    await drain()
    expect(await mailsAbout('Nachtmarkt')).toHaveLength(1)
    await drain()
    expect(await mailsAbout('Nachtmarkt')).toHaveLength(1)
  })
})
