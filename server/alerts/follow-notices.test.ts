// Following one entry on the server (docs/architecture.md "Following an entry"): a follower is told
// of a new time, place or status in words, once per burst of changes, in the app, by mail and by
// push; nothing else makes a notice, an ended follow tells nothing, a deleted entry is told once,
// a pause holds mail back but not the notice, and nobody sees another's follows or notices.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { eventFollows, events, jobs } from '../db/schema/index'
import { readWrittenMails } from '../mail/mail-files'
import { mailDirectory } from '../mail/mailer-plugin'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { testConfig } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'
import { FOLLOW_JOB } from './deliver-follow-notices'

const FOLLOW = `mutation($m: ID!, $e: ID!) { followEvent(clientMutationId: $m, eventId: $e) { eventId } }`
const UNFOLLOW = `mutation($m: ID!, $e: ID!) { unfollowEvent(clientMutationId: $m, eventId: $e) { eventId } }`
const FOLLOWS = `query { myFollows { eventId } }`
const NOTIFICATIONS = `query { myNotifications { unreadCount items { eventId change source detail searchName } } }`

interface Notice {
  eventId: string
  change: string
  source: string
  detail: string | null
  searchName: string
}

// Monday 7 December 2026, 10:00–11:00 in Berlin.
const TEN = new Date('2026-12-07T09:00:00Z')
const ELEVEN = new Date('2026-12-07T10:00:00Z')
const at = (iso: string) => new Date(iso)

describe.each(databaseModes())('following one entry (%s)', (mode) => {
  const testApp = setUpTestApp(mode, {
    dataDirOnDisk: true,
    env: { JOB_WORKER: 'off', FOLLOW_COALESCE_MS: '0' },
  })
  let rita: TestUser
  let sven: TestUser

  const drain = async () => {
    while (await testApp.app.jobWorker.workOnce()) {
      // until the queue is empty
    }
  }
  const follow = (who: TestUser, eventId: string, query = FOLLOW) =>
    graphql(testApp.app, who.ticket, query, { m: mutationId(), e: eventId })
  const noticesOf = async (who: TestUser, eventId: string) => {
    const answer = await graphql(testApp.app, who.ticket, NOTIFICATIONS, {})
    const { items } = answer.body.data?.myNotifications as { items: Notice[] }
    return items.filter((item) => item.eventId === eventId)
  }
  const mailsAbout = async (title: string) =>
    (await readWrittenMails(mailDirectory(testConfig({ DATA_DIR: testApp.dataDir })))).filter(
      (mail) => mail.decoded.includes(title),
    )
  const change = async (eventId: string, fields: Partial<typeof events.$inferInsert>) => {
    await testApp.database.db.update(events).set(fields).where(eq(events.id, eventId))
  }

  it('follows an entry that exists, once, and refuses one that does not', async () => {
    rita = await createTestUser(testApp.app, testApp.database, 'Rita')
    sven = await createTestUser(testApp.app, testApp.database, 'Sven')
    await insertEvents(testApp.database, [
      anEvent({
        id: 'haushalt',
        title: 'Pressekonferenz zum Haushalt',
        startsAt: TEN,
        endsAt: ELEVEN,
        locationName: 'Bundespressekonferenz',
        city: 'Berlin',
      }),
    ])
    await drain()
    expect((await follow(rita, 'haushalt')).body.data?.followEvent).toEqual([
      { eventId: 'haushalt' },
    ])
    expect((await follow(rita, 'haushalt')).body.data?.followEvent).toHaveLength(1)
    const unknown = await follow(rita, 'gibt-es-nicht')
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(unknown.body.errors?.[0]?.message).toBe('Diesen Eintrag gibt es nicht (mehr).')
    const blank = await follow(rita, '')
    expect(blank.body.errors?.[0]?.message).toBe('Eine Termin-ID ist ungültig.')
    // Sven sees none of Rita's follows.
    const svens = await graphql(testApp.app, sven.ticket, FOLLOWS, {})
    expect(svens.body.data?.myFollows).toEqual([])
  })

  it('tells the follower a new time in words, in the app and by mail', async () => {
    await change('haushalt', {
      startsAt: at('2026-12-07T10:30:00Z'),
      endsAt: at('2026-12-07T11:30:00Z'),
    })
    await drain()
    const notices = await noticesOf(rita, 'haushalt')
    expect(notices).toEqual([
      {
        eventId: 'haushalt',
        change: 'CHANGED',
        source: 'FOLLOW',
        detail: 'verschoben von 10:00 auf 11:30',
        searchName: '',
      },
    ])
    expect(await noticesOf(sven, 'haushalt')).toEqual([])
    const [mail, ...more] = await mailsAbout('verschoben von 10:00 auf 11:30')
    expect(more).toEqual([])
    expect(mail?.decoded).toContain('Pressekonferenz zum Haushalt')
  })

  it('makes one notice of a burst of changes, and none of a change nobody is told of', async () => {
    await change('haushalt', { description: 'Mit dem Finanzminister' })
    await drain()
    expect(await noticesOf(rita, 'haushalt')).toHaveLength(1)
    // Two statements before the job runs: one notice naming both.
    await change('haushalt', { locationName: 'Kanzleramt' })
    await change('haushalt', { endsAt: at('2026-12-07T12:00:00Z') })
    await drain()
    const [latest] = await noticesOf(rita, 'haushalt')
    expect(await noticesOf(rita, 'haushalt')).toHaveLength(2)
    expect(latest?.detail).toBe(
      'endet jetzt um 13:00 (vorher 12:30); Ort: Kanzleramt, Berlin (vorher: Bundespressekonferenz, Berlin)',
    )
  })

  it('says „abgesagt“ for a cancelled entry', async () => {
    await change('haushalt', { status: 'cancelled' })
    await drain()
    const [latest] = await noticesOf(rita, 'haushalt')
    expect(latest).toMatchObject({ change: 'CANCELLED', detail: 'abgesagt' })
  })

  it('holds mail back during a pause, not the notice', async () => {
    const paused = await testApp.app.inject({
      method: 'PUT',
      url: '/useradmin/notification-settings',
      headers: { authorization: `Bearer ${rita.ticket}` },
      payload: {
        digestTimes: ['07:00'],
        pausedUntil: new Date(Date.now() + 3_600_000).toISOString(),
        quietHours: null,
      },
    })
    expect(paused.statusCode).toBe(200)
    await change('haushalt', { status: 'planned' })
    await drain()
    const [latest] = await noticesOf(rita, 'haushalt')
    expect(latest?.detail).toBe('findet wieder statt')
    expect(await mailsAbout('findet wieder statt')).toEqual([])
  })

  it('tells nothing once the follow has ended', async () => {
    const ended = await follow(rita, 'haushalt', UNFOLLOW)
    expect(ended.body.data?.unfollowEvent).toEqual([])
    const before = (await noticesOf(rita, 'haushalt')).length
    await change('haushalt', { startsAt: TEN, endsAt: ELEVEN })
    await drain()
    expect(await noticesOf(rita, 'haushalt')).toHaveLength(before)
    const waiting = await testApp.database.db.select().from(jobs).where(eq(jobs.kind, FOLLOW_JOB))
    expect(waiting).toEqual([])
  })

  it('tells a deleted entry once, and its follows end', async () => {
    await follow(sven, 'haushalt')
    await testApp.database.db.delete(events).where(eq(events.id, 'haushalt'))
    await drain()
    const [gone] = await noticesOf(sven, 'haushalt')
    expect(gone).toMatchObject({ change: 'DELETED', detail: 'aus der Agenda entfernt' })
    const left = await testApp.database.db
      .select()
      .from(eventFollows)
      .where(eq(eventFollows.eventId, 'haushalt'))
    expect(left).toEqual([])
  })
})
