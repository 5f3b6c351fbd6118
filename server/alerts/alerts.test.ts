// Alerts end to end on the server (docs/architecture.md "Alerts and jobs"): the matcher follows the
// search's own rules, quick changes make one alert, a crash mid-send or a second instance sends
// nothing twice, the unsubscribe link refuses a changed token, and nobody reads another's
// notifications.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { events } from '../db/schema/index'
import { readWrittenMails } from '../mail/mail-files'
import { mailDirectory } from '../mail/mailer-plugin'
import { claimJob } from '../jobs/job-queue'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { aSavedSearch, callAs, idOf } from '../../tests/support/server/filters-api'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { buildTestApp, testConfig } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'
import { UNSUBSCRIBE_PATH } from './unsubscribe-routes'

const NOTIFICATIONS = `query { myNotifications { unreadCount items { id eventId change searchName } } }`
const MARK = `mutation($m: ID!, $ids: [ID!], $all: Boolean) {
  markNotificationsRead(clientMutationId: $m, ids: $ids, all: $all) { unreadCount } }`

interface NotificationItem {
  id: string
  eventId: string
  change: string
  searchName: string
}

describe.each(databaseModes())('alerts (%s)', (mode) => {
  // Workers are driven by hand here, so the test decides who crashes when.
  const testApp = setUpTestApp(mode, {
    dataDirOnDisk: true,
    env: { JOB_WORKER: 'off', ALERT_COALESCE_SECONDS: '0' },
  })
  let anna: TestUser
  let ben: TestUser

  const drain = async (worker = testApp.app.jobWorker) => {
    while (await worker.workOnce()) {
      // until the queue is empty
    }
  }
  const notificationsOf = async (who: TestUser) => {
    const answer = await graphql(testApp.app, who.ticket, NOTIFICATIONS, {})
    return answer.body.data?.myNotifications as { unreadCount: number; items: NotificationItem[] }
  }
  const mails = async () =>
    readWrittenMails(mailDirectory(testConfig({ DATA_DIR: testApp.dataDir })))
  const mailsAbout = async (title: string) =>
    (await mails()).filter((mail) => mail.decoded.includes(title))

  it('sets up two users, one with a search alerting in the app and by mail', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
    ben = await createTestUser(testApp.app, testApp.database, 'Ben')
    const created = await callAs(
      testApp.app,
      anna,
    )({
      method: 'POST',
      payload: aSavedSearch({
        name: 'Bundesliga',
        filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Bundesliga'] }],
        alerts: { inApp: true, mail: 'immediate' },
      }),
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      notify: true,
      alerts: { inApp: true, mail: 'immediate', push: false },
    })
    // The old flag alone still means "in the app".
    const old = await callAs(
      testApp.app,
      ben,
    )({
      method: 'POST',
      payload: aSavedSearch({ name: 'Alt', notify: true }),
    })
    expect(old.json().alerts).toEqual({ inApp: true, mail: 'off', push: false })
  })

  it('alerts for an entry the search matches and not for one it does not', async () => {
    await insertEvents(testApp.database, [
      anEvent({ id: 'match-1', title: 'Bundesliga: Bayern gegen Dortmund' }),
      anEvent({ id: 'other-1', title: 'Landtag berät Haushalt' }),
    ])
    await drain()
    const annas = await notificationsOf(anna)
    expect(annas.unreadCount).toBe(1)
    expect(annas.items.map((item) => item.eventId)).toEqual(['match-1'])
    expect(annas.items[0]?.searchName).toBe('Bundesliga')
    const written = await mailsAbout('Bayern gegen Dortmund')
    expect(written).toHaveLength(1)
    expect(written[0]?.decoded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(await mailsAbout('Landtag berät')).toHaveLength(0)
  })

  it('makes one alert of several quick changes of one entry, „abgesagt“ when cancelled', async () => {
    await insertEvents(testApp.database, [anEvent({ id: 'quick', title: 'Bundesliga-Gipfel' })])
    const { db } = testApp.database
    await db.update(events).set({ teaser: 'neu' }).where(eq(events.id, 'quick'))
    await db.update(events).set({ status: 'cancelled' }).where(eq(events.id, 'quick'))
    await drain()
    const quick = (await notificationsOf(anna)).items.filter((item) => item.eventId === 'quick')
    expect(quick).toHaveLength(1)
    expect(quick[0]?.change).toBe('CANCELLED')
    const mail = await mailsAbout('Bundesliga-Gipfel')
    expect(mail).toHaveLength(1)
    expect(mail[0]?.decoded).toContain('(abgesagt)')
  })

  it('delivers once when a worker dies mid-job and another takes it after the lease', async () => {
    await insertEvents(testApp.database, [anEvent({ id: 'crash', title: 'Bundesliga-Absturz' })])
    const mailJobs = () => testApp.database.query(`SELECT id FROM jobs WHERE kind = 'alerts.mail'`)
    while ((await mailJobs()).length === 0) await testApp.app.jobWorker.workOnce()
    // The mail is written down; a worker claims its sending job and dies.
    const dead = await claimJob(testApp.database, 'dead-worker', 60)
    expect(dead?.kind).toBe('alerts.mail')
    expect(await testApp.app.jobWorker.workOnce()).toBe(false)
    // The lease runs out.
    await testApp.database.query(`UPDATE jobs SET locked_until = now() - interval '1 second'`)
    await drain()
    expect(await mailsAbout('Bundesliga-Absturz')).toHaveLength(1)
    // Sent but not marked (the crash came after the send): the retry writes no second mail.
    await testApp.database.query(`UPDATE alert_mails SET sent_at = NULL`)
    await testApp.database.query(
      `INSERT INTO jobs (kind, payload) SELECT 'alerts.mail', json_build_object('mailId', id) FROM alert_mails`,
    )
    await drain()
    expect(await mailsAbout('Bundesliga-Absturz')).toHaveLength(1)
    const crash = (await notificationsOf(anna)).items.filter((item) => item.eventId === 'crash')
    expect(crash).toHaveLength(1)
  })

  it('delivers once with two instances working the same database', async () => {
    const second = await buildTestApp(testApp.database, {
      JOB_WORKER: 'off',
      ALERT_COALESCE_SECONDS: '0',
      DATA_DIR: testApp.dataDir,
    })
    try {
      await insertEvents(testApp.database, [anEvent({ id: 'twice', title: 'Bundesliga doppelt' })])
      await Promise.all([drain(), drain(second.jobWorker), drain(), drain(second.jobWorker)])
      const twice = (await notificationsOf(anna)).items.filter((item) => item.eventId === 'twice')
      expect(twice).toHaveLength(1)
      expect(await mailsAbout('Bundesliga doppelt')).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it('lets nobody read or mark another user’s notifications', async () => {
    const annas = await notificationsOf(anna)
    expect((await notificationsOf(ben)).items).toEqual([])
    const ids = annas.items.map((item) => item.id)
    const marked = await graphql(testApp.app, ben.ticket, MARK, { m: mutationId(), ids })
    expect(marked.body.data?.markNotificationsRead).toEqual({ unreadCount: 0 })
    expect((await notificationsOf(anna)).unreadCount).toBe(annas.unreadCount)
    const own = await graphql(testApp.app, anna.ticket, MARK, { m: mutationId(), all: true })
    expect(own.body.data?.markNotificationsRead).toEqual({ unreadCount: 0 })
  })

  it('turns mail off by the unsubscribe link and refuses a changed token', async () => {
    const [mail] = await mailsAbout('Bayern gegen Dortmund')
    const link = /http:\/\/agenda\.test(\/alerts\/unsubscribe\?token=[\w.%-]+)/.exec(
      mail?.decoded ?? '',
    )?.[1]
    expect(link).toBeDefined()
    const url = link as string
    const page = await testApp.app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('E-Mails abbestellen')
    // The signature's first character: its last one may carry only padding bits, which decode
    // to the same signature (the test then failed one run in about sixteen).
    const tampered = url.replace(
      /\.([\w-])([\w-]*)$/,
      (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
    )
    const refused = await testApp.app.inject({ method: 'POST', url: tampered })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('INVALID_UNSUBSCRIBE_TOKEN')
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.`,
    })
    expect(forged.statusCode).toBe(400)
    // A person following a broken link reads a German page with the code, not JSON.
    const read = await testApp.app.inject({
      method: 'GET',
      url: tampered,
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(read.statusCode).toBe(400)
    expect(read.headers['content-type']).toMatch(/^text\/html/)
    expect(read.body).toContain('Abbestellen nicht möglich')
    expect(read.body).toContain('Dieser Abmeldelink ist ungültig.')
    expect(read.body).toContain('INVALID_UNSUBSCRIBE_TOKEN')
    const done = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    const [search] = (await callAs(testApp.app, anna)({})).json()._embedded.filters
    expect(idOf(search)).toBeTruthy()
    expect(search.alerts.mail).toBe('off')
  })
})
