import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CalendarFeed } from '../../../domain/calendar-export-api'
import { savedSearches, users } from '../../db/schema/index'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { insertFolder } from '../../../tests/support/server/collaboration-factories'
import { parseCalendar } from '../../../tests/support/server/ics-reader'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'
import { FEED_LIMIT } from './public-feed-route'

const FEEDS = '/events/api/v1/calendar-feeds'
const DAY_MS = 86_400_000
const inDays = (days: number, hour = 9) =>
  new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * 3_600_000)

interface Issued {
  feed: CalendarFeed
  url: string
  webcalUrl: string
}

describe.each(databaseModes())('calendar feeds on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let owner: TestUser
  let colleague: TestUser
  let stranger: TestUser
  let searchId: string
  let folderId: string
  // Each test reads the public feed from its own address, so the address limit is its own too.
  let address = 0

  const as = (who: TestUser) => ({ authorization: `Bearer ${who.ticket}` })
  const createFeed = (who: TestUser, kind: string, targetId: string) =>
    suite.app.inject({
      method: 'POST',
      url: FEEDS,
      headers: as(who),
      payload: { kind, targetId },
    })
  const issue = async (who: TestUser, kind: string, targetId: string) => {
    const response = await createFeed(who, kind, targetId)
    expect(response.statusCode).toBe(201)
    return response.json() as Issued
  }
  const revoke = (who: TestUser, id: string) =>
    suite.app.inject({ method: 'DELETE', url: `${FEEDS}/${id}`, headers: as(who) })
  const rotate = (who: TestUser, id: string) =>
    suite.app.inject({ method: 'POST', url: `${FEEDS}/${id}/rotate`, headers: as(who) })
  const listOf = async (who: TestUser) =>
    ((await suite.app.inject({ url: FEEDS, headers: as(who) })).json() as { feeds: CalendarFeed[] })
      .feeds
  const fetchFeed = (
    url: string,
    headers: Record<string, string> = {},
    from = `10.0.0.${address}`,
  ) => suite.app.inject({ url: new URL(url).pathname, headers, remoteAddress: from })

  beforeAll(async () => {
    owner = await createTestUser(suite.app, suite.database, 'Redaktion')
    colleague = await createTestUser(suite.app, suite.database, 'Kollegin')
    stranger = await createTestUser(suite.app, suite.database, 'Fremd', {
      organisation: 'andere-redaktion',
    })
    searchId = crypto.randomUUID()
    await suite.database.db.insert(savedSearches).values({
      id: searchId,
      ownerId: owner.user.id,
      name: 'Landtag',
      filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Landtag'] }],
    })
    await insertEvents(suite.database, [
      anEvent({
        id: 'landtag',
        title: 'Landtag berät Haushalt',
        startsAt: inDays(2),
        endsAt: inDays(2, 11),
      }),
      anEvent({ id: 'sport', title: 'Pokalspiel', startsAt: inDays(2), endsAt: inDays(2, 11) }),
      anEvent({
        id: 'alt',
        title: 'Landtag vor einem Jahr',
        startsAt: inDays(-400),
        endsAt: inDays(-400, 11),
      }),
    ])
    folderId = await insertFolder(suite.database, {
      members: [
        { userId: owner.user.id, role: 'owner' },
        { userId: colleague.user.id, role: 'reader' },
      ],
      eventIds: ['sport'],
      name: 'Wochenende',
    })
  })
  beforeEach(() => {
    address += 1
  })

  it('makes a feed of an own saved search with https and webcal addresses and lists it', async () => {
    const issued = await issue(owner, 'saved-search', searchId)
    expect(issued.feed).toMatchObject({
      kind: 'saved-search',
      targetId: searchId,
      name: 'Landtag',
      lastUsedAt: null,
    })
    expect(issued.url).toMatch(/^http:\/\/agenda\.test\/calendar\/v1\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(issued.webcalUrl).toBe(issued.url.replace('http:', 'webcal:'))
    expect(await listOf(owner)).toEqual([issued.feed])

    const again = await createFeed(owner, 'saved-search', searchId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'FEED_EXISTS', feed: issued.feed })
    // The token is stored only as its hash.
    const stored = await suite.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM calendar_feeds WHERE id = $1',
      [issued.feed.id],
    )
    expect(issued.url).not.toContain(stored[0]?.token_hash)
    expect(await revoke(owner, issued.feed.id)).toMatchObject({ statusCode: 204 })
  })

  it('serves the saved search over its window and notes the last use', async () => {
    const issued = await issue(owner, 'saved-search', searchId)
    const response = await fetchFeed(issued.url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    const parsed = parseCalendar(response.body)
    expect([...parsed.events.keys()]).toEqual(['landtag@agenda.test'])
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda: Landtag')
    const [listed] = await listOf(owner)
    expect(listed?.lastUsedAt).not.toBeNull()
    await revoke(owner, issued.feed.id)
  })

  it('answers an unchanged feed with 304 and shows a new matching entry with a new ETag', async () => {
    const issued = await issue(owner, 'saved-search', searchId)
    const first = await fetchFeed(issued.url)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    const unchanged = await fetchFeed(issued.url, { 'if-none-match': etag })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect(unchanged.headers.etag).toBe(etag)

    await insertEvents(suite.database, [
      anEvent({
        id: 'landtag-neu',
        title: 'Sondersitzung im Landtag',
        startsAt: inDays(5),
        endsAt: inDays(5, 10),
      }),
    ])
    const changed = await fetchFeed(issued.url, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect([...parseCalendar(changed.body).events.keys()]).toContain('landtag-neu@agenda.test')
    await revoke(owner, issued.feed.id)
  })

  it('serves a folder’s entries to a member and stops when the member leaves', async () => {
    const issued = await issue(colleague, 'folder', folderId)
    expect(issued.feed.name).toBe('Wochenende')
    const served = await fetchFeed(issued.url)
    expect([...parseCalendar(served.body).events.keys()]).toEqual(['sport@agenda.test'])
    await suite.database.query('DELETE FROM folder_members WHERE folder_id = $1 AND user_id = $2', [
      folderId,
      colleague.user.id,
    ])
    expect((await fetchFeed(issued.url)).statusCode).toBe(404)
    expect(await listOf(colleague)).toEqual([])
  })

  it('refuses a feed of a folder to a non-member and to another organisation, and of another’s search', async () => {
    for (const [who, kind, target] of [
      [stranger, 'folder', folderId],
      [stranger, 'saved-search', searchId],
      [colleague, 'saved-search', searchId],
      [owner, 'folder', 'kein-ordner'],
    ] as const) {
      const response = await createFeed(who, kind, target)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'FEED_TARGET_NOT_FOUND' })
    }
    const badKind = await createFeed(owner, 'favourites', searchId)
    expect(badKind.statusCode).toBe(400)
  })

  it('rotates: the new address works, the old one answers 404 at once', async () => {
    const issued = await issue(owner, 'saved-search', searchId)
    const rotated = await rotate(owner, issued.feed.id)
    expect(rotated.statusCode).toBe(200)
    const fresh = rotated.json() as Issued
    expect(fresh.feed.id).toBe(issued.feed.id)
    expect(fresh.url).not.toBe(issued.url)
    expect((await fetchFeed(issued.url)).statusCode).toBe(404)
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200)
    expect((await rotate(stranger, issued.feed.id)).statusCode).toBe(404)
    await revoke(owner, issued.feed.id)
  })

  it('answers a wrong, a revoked and a rotated-away token alike', async () => {
    const revoked = await issue(owner, 'saved-search', searchId)
    await revoke(owner, revoked.feed.id)
    expect(await listOf(owner)).toEqual([])
    const rotatedAway = await issue(owner, 'saved-search', searchId)
    await rotate(owner, rotatedAway.feed.id)
    const wrong = 'http://agenda.test/calendar/v1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'
    const answers = await Promise.all(
      [wrong, revoked.url, rotatedAway.url].map((url) => fetchFeed(url)),
    )
    const shapes = answers.map(({ statusCode, body, headers }) => {
      // The date and the request's own transaction id differ on every answer by nature.
      const { date: _date, 'x-transaction-id': _transactionId, ...rest } = headers
      return { statusCode, body, headers: rest }
    })
    expect(shapes[0]).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({ code: 'NOT_FOUND', message: 'Diesen Kalender gibt es nicht.' }),
    })
    expect(shapes[1]).toEqual(shapes[0])
    expect(shapes[2]).toEqual(shapes[0])
    expect((await revoke(owner, revoked.feed.id)).statusCode).toBe(404)
    await revoke(owner, rotatedAway.feed.id)
  })

  it.each([
    ['inactive', { accessStatus: 'inactive' }],
    ['without Agenda Plus', { agendaPlus: false }],
    ['without consent', { termsAccepted: false }],
  ] as const)('stops answering while the owner is %s', async (_state, restriction) => {
    const issued = await issue(colleague, 'saved-search', await ownSearchOf(colleague))
    expect((await fetchFeed(issued.url)).statusCode).toBe(200)
    const byColleague = eq(users.id, colleague.user.id)
    await suite.database.db.update(users).set(restriction).where(byColleague)
    expect((await fetchFeed(issued.url)).statusCode).toBe(404)
    await suite.database.db
      .update(users)
      .set({ accessStatus: 'active', agendaPlus: true, termsAccepted: true })
      .where(byColleague)
    await revoke(colleague, issued.feed.id)
  })

  it('limits fetches of one feed with 429 and Retry-After', async () => {
    const issued = await issue(owner, 'saved-search', searchId)
    const statuses: number[] = []
    for (let index = 0; index < FEED_LIMIT.burst; index += 1) {
      statuses.push((await fetchFeed(issued.url, {}, `10.1.0.${index}`)).statusCode)
    }
    expect(new Set(statuses)).toEqual(new Set([200]))
    const limited = await fetchFeed(issued.url, {}, '10.1.1.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    await revoke(owner, issued.feed.id)
  })

  it('limits one client address across tokens', async () => {
    const statuses = new Set<number>()
    for (let index = 0; index < 61; index += 1) {
      const token = `${'B'.repeat(40)}${String(index).padStart(3, '0')}`
      statuses.add(
        (await fetchFeed(`http://agenda.test/calendar/v1/${token}.ics`, {}, '10.2.0.1')).statusCode,
      )
    }
    expect([...statuses]).toEqual([404, 429])
  })

  async function ownSearchOf(who: TestUser) {
    const id = crypto.randomUUID()
    await suite.database.db
      .insert(savedSearches)
      .values({ id, ownerId: who.user.id, name: 'Alles', filterRules: [] })
    return id
  }
})
