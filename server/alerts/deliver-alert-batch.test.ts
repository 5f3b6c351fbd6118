// Alert delivery in batches (docs/architecture.md "Alerts and jobs"): one worker run delivers many
// searches' alerts, each entry once per search and channel, each mail with its own search's entries
// only; a batch run again after a crash, a worker dying mid-batch and two instances with several
// loops deliver nothing twice; the latest change wins and a later one alerts anew; one user's
// pause holds only that user's mail.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { events, savedSearches } from '../db/schema/index'
import { claimJob, claimJobsOfKind } from '../jobs/job-queue'
import { readWrittenMails } from '../mail/mail-files'
import { mailDirectory } from '../mail/mailer-plugin'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { buildTestApp, testConfig } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

const WORDS = ['Ahorn', 'Birke', 'Eiche', 'Erle', 'Esche', 'Fichte', 'Linde', 'Pappel']
const ENV = { JOB_WORKER: 'off', ALERT_COALESCE_SECONDS: '0' }

describe.each(databaseModes())('alert delivery in batches (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { dataDirOnDisk: true, env: ENV })
  let anna: TestUser
  let ben: TestUser

  const query = <T>(text: string, params: unknown[] = []) => testApp.database.query<T>(text, params)
  const drain = async (worker = testApp.app.jobWorker) => {
    while (await worker.workOnce()) {
      // until the queue is empty
    }
  }
  const mails = async () =>
    readWrittenMails(mailDirectory(testConfig({ DATA_DIR: testApp.dataDir })))
  /** Search and entry of every notification, as `search/entry`, sorted. */
  const notified = async () =>
    (
      await query<{ pair: string }>(
        `SELECT saved_search_id || '/' || event_id AS pair FROM notifications ORDER BY 1`,
      )
    ).map((row) => row.pair)
  const count = async (table: string) =>
    (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n

  it('delivers many searches’ alerts in one run, each once, each mail with its own entries', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
    ben = await createTestUser(testApp.app, testApp.database, 'Ben')
    await testApp.database.db.insert(savedSearches).values(
      WORDS.map((word, at) => ({
        id: `search-${word}`,
        ownerId: (at % 2 ? ben : anna).user.id,
        name: `Suche ${word}`,
        filterRules: [{ type: 'FILTER_FULLTEXT' as const, values: [word] }],
        alertInApp: true,
        alertMail: 'immediate' as const,
      })),
    )
    await insertEvents(testApp.database, [
      ...WORDS.map((word) => anEvent({ id: `entry-${word}`, title: `${word} im Stadtpark` })),
      anEvent({ id: 'entry-both', title: 'Ahorn neben Birke' }),
      anEvent({ id: 'entry-none', title: 'Landtag tagt' }),
    ])
    expect(await testApp.app.jobWorker.workOnce()).toBe(true) // the matcher
    expect(await count(`jobs WHERE kind = 'alerts.deliver'`)).toBe(WORDS.length * 2)
    expect(await testApp.app.jobWorker.workOnce()).toBe(true) // one batch: all of them
    expect(await count(`jobs WHERE kind = 'alerts.deliver'`)).toBe(0)
    expect(await count('alert_deliveries WHERE delivered_at IS NULL')).toBe(0)
    await drain()

    const expected = [
      ...WORDS.map((word) => `search-${word}/entry-${word}`),
      'search-Ahorn/entry-both',
      'search-Birke/entry-both',
    ].sort()
    expect(await notified()).toEqual(expected)
    const written = await mails()
    expect(written).toHaveLength(WORDS.length)
    for (const word of WORDS) {
      const own = written.filter((mail) => mail.decoded.includes(`„Suche ${word}“`))
      expect(own, word).toHaveLength(1)
      const mentioned = WORDS.filter((other) => own[0]?.decoded.includes(`${other} im Stadtpark`))
      expect(mentioned, word).toEqual([word])
      expect(own[0]?.decoded.includes('Ahorn neben Birke'), word).toBe(
        ['Ahorn', 'Birke'].includes(word),
      )
    }
    // Each mail delivery names the mail of its own search.
    const misfiled = await query<{ id: string }>(
      `SELECT d.id FROM alert_deliveries d
       JOIN saved_searches s ON s.id = d.saved_search_id
       LEFT JOIN alert_mails m ON m.id = d.mail_id
       WHERE d.channel = 'mail'
         AND (m.id IS NULL OR m.message->>'subject' NOT LIKE '%„' || s.name || '“')`,
    )
    expect(misfiled).toEqual([])
  })

  it('delivers nothing twice when the batch runs again after a crash after its commit', async () => {
    const before = { notifications: await notified(), mails: (await mails()).length }
    // The crash left every job of the batch in the queue: they run again.
    await query(
      `INSERT INTO jobs (kind, key, payload)
       SELECT 'alerts.deliver', 'alerts.deliver:' || s.id || ':' || c.channel,
         json_build_object('savedSearchId', s.id, 'channel', c.channel)
       FROM saved_searches s CROSS JOIN (VALUES ('app'), ('mail')) AS c(channel)`,
    )
    await drain()
    expect(await notified()).toEqual(before.notifications)
    expect(await mails()).toHaveLength(before.mails)
  })

  it('delivers once when a worker dies holding a batch and two instances with four loops take over', async () => {
    const before = (await notified()).length
    await insertEvents(
      testApp.database,
      WORDS.map((word) => anEvent({ id: `again-${word}`, title: `${word} am Fluss` })),
    )
    expect(await testApp.app.jobWorker.workOnce()).toBe(true) // the matcher
    const first = await claimJob(testApp.database, 'dead-worker', 60)
    expect(first?.kind).toBe('alerts.deliver')
    await claimJobsOfKind(testApp.database, 'dead-worker', 60, 'alerts.deliver', 100)
    expect(await testApp.app.jobWorker.workOnce()).toBe(false)
    // The lease runs out.
    await query(`UPDATE jobs SET locked_until = now() - interval '1 second'`)
    const second = await buildTestApp(testApp.database, {
      ...ENV,
      JOB_CONCURRENCY: '4',
      DATA_DIR: testApp.dataDir,
    })
    try {
      await second.jobWorker.start()
      await Promise.all([drain(), drain(), drain(second.jobWorker)])
      while (
        ((await count(`jobs WHERE kind LIKE 'alerts.%' AND kind <> 'alerts.digest'`)) ?? 0) > 0
      )
        await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await second.jobWorker.stop()
      await second.close()
    }
    const now = await notified()
    expect(now).toHaveLength(before + WORDS.length)
    expect(new Set(now).size).toBe(now.length)
    for (const word of WORDS) {
      const about = (await mails()).filter((mail) => mail.decoded.includes(`${word} am Fluss`))
      expect(about, word).toHaveLength(1)
    }
  })

  it('alerts the latest of quick changes, and a later change anew', async () => {
    const { db } = testApp.database
    await db.update(events).set({ teaser: 'verschoben' }).where(eq(events.id, 'entry-Eiche'))
    await db.update(events).set({ status: 'cancelled' }).where(eq(events.id, 'entry-Eiche'))
    await drain()
    const changes = await query<{ change: string }>(
      `SELECT change FROM notifications WHERE event_id = 'entry-Eiche' ORDER BY created_at, id`,
    )
    expect(changes.map((row) => row.change)).toEqual(['created', 'cancelled'])
    const about = (await mails()).filter((mail) => mail.decoded.includes('Eiche im Stadtpark'))
    expect(about).toHaveLength(2)
    expect(about.filter((mail) => mail.decoded.includes('(abgesagt)'))).toHaveLength(1)
  })

  it('holds the mail of a paused user only, in the same batch as another’s', async () => {
    const pausedUntil = new Date(Date.now() + 3_600_000)
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/useradmin/notification-settings',
      headers: { authorization: `Bearer ${ben.ticket}` },
      payload: { digestTimes: ['07:00'], pausedUntil: pausedUntil.toISOString(), quietHours: null },
    })
    expect(saved.statusCode).toBe(200)
    // Ahorn is Anna's, Birke Ben's.
    await insertEvents(testApp.database, [
      anEvent({ id: 'held-Ahorn', title: 'Ahorn im Herbst' }),
      anEvent({ id: 'held-Birke', title: 'Birke im Herbst' }),
    ])
    await drain()
    expect((await mails()).filter((mail) => mail.decoded.includes('Ahorn im Herbst'))).toHaveLength(
      1,
    )
    expect((await mails()).filter((mail) => mail.decoded.includes('Birke im Herbst'))).toHaveLength(
      0,
    )
    const held = await query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE key = 'alerts.deliver:search-Birke:mail'`,
    )
    expect(held.map((row) => row.run_at)).toEqual([pausedUntil])
    // The centre fills for both.
    expect((await notified()).filter((pair) => pair.includes('held-'))).toEqual([
      'search-Ahorn/held-Ahorn',
      'search-Birke/held-Birke',
    ])
  })
})
