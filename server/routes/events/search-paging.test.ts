import { beforeAll, describe, expect, it } from 'vitest'
import type { EventSearchRequest, EventSearchResponse } from '../../../domain/events-api'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { createTestUser } from '../../../tests/support/server/test-users'
import { searchAnswerOf } from '../../../tests/support/server/search-request'

const FROM = '2026-03-10T00:00:00Z'
const TO = '2026-03-11T00:00:00Z'
const at = (iso: string) => new Date(iso)

describe.each(databaseModes())('search window, sort and paging on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
    await insertEvents(suite.database, [
      anEvent({
        title: 'endet am Fensterbeginn',
        startsAt: at('2026-03-09T08:00:00Z'),
        endsAt: at(FROM),
      }),
      anEvent({
        title: 'beginnt am Fensterende',
        startsAt: at(TO),
        endsAt: at('2026-03-11T02:00:00Z'),
      }),
      anEvent({
        title: 'ragt hinein',
        startsAt: at('2026-03-09T22:00:00Z'),
        endsAt: at('2026-03-10T01:00:00Z'),
      }),
      anEvent({
        title: 'umfasst das Fenster',
        startsAt: at('2026-03-01T00:00:00Z'),
        endsAt: at('2026-03-20T00:00:00Z'),
        isWholeDay: true,
      }),
      anEvent({ title: 'ohne Dauer am Fensterbeginn', startsAt: at(FROM), endsAt: at(FROM) }),
      anEvent({
        title: 'mittendrin',
        startsAt: at('2026-03-10T12:00:00Z'),
        endsAt: at('2026-03-10T13:00:00Z'),
      }),
    ])
    // Page material: ten entries on 12 March, two of them at the same minute.
    await insertEvents(
      suite.database,
      Array.from({ length: 10 }, (_, index) =>
        anEvent({
          title: `Seite ${index}`,
          startsAt: at(`2026-03-12T${String(8 + Math.min(index, 8)).padStart(2, '0')}:00:00Z`),
          endsAt: at('2026-03-12T20:00:00Z'),
        }),
      ),
    )
  })

  async function search(body: Partial<EventSearchRequest>): Promise<EventSearchResponse> {
    const text = await searchAnswerOf(suite.app, ticket, { from: FROM, to: TO, ...body })
    return JSON.parse(text) as EventSearchResponse
  }

  it('selects the entries overlapping [from, to)', async () => {
    const { items, total } = await search({})
    expect(items.map((item) => item.title).sort()).toEqual([
      'mittendrin',
      'ohne Dauer am Fensterbeginn',
      'ragt hinein',
      'umfasst das Fenster',
    ])
    expect(total).toBe(4)
  })

  it('answers with the wire shape of domain/events-api', async () => {
    const [first] = (await search({})).items
    expect(first).toMatchObject({
      title: 'umfasst das Fenster',
      kind: 'event',
      startTime: '2026-03-01T00:00:00.000Z',
      endTime: '2026-03-20T00:00:00.000Z',
      isWholeDay: true,
      location: { city: null, federalState: null },
      status: 'planned',
      image: null,
    })
  })

  it('sorts by start time both ways and by date updated', async () => {
    const ascending = (await search({})).items.map((item) => item.title)
    expect(ascending[0]).toBe('umfasst das Fenster')
    expect((await search({ order: 'desc' })).items.map((item) => item.title)).toEqual(
      [...ascending].reverse(),
    )
    const byUpdate = (await search({ sort: 'dateUpdated', order: 'desc' })).items
    const times = byUpdate.map((item) => item.dateUpdated)
    expect(times).toEqual([...times].sort().reverse())
  })

  const day12 = { from: '2026-03-12T00:00:00Z', to: '2026-03-13T00:00:00Z' }

  async function allPages(body: Partial<EventSearchRequest>, between?: () => Promise<void>) {
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await search({ ...day12, ...body, limit: 3, ...(cursor ? { cursor } : {}) })
      seen.push(...page.items.map((item) => item.title))
      cursor = page.nextCursor ?? undefined
      if (between) await between()
    } while (cursor)
    return seen
  }

  it('walks all pages by cursor, each entry exactly once, in both orders', async () => {
    const everything = (await search({ ...day12, limit: 200 })).items.map((item) => item.title)
    expect(everything).toHaveLength(11)
    expect(await allPages({})).toEqual(everything)
    expect(await allPages({ order: 'desc' })).toEqual([...everything].reverse())
  })

  it('stays stable when entries are added between pages', async () => {
    const before = (await search({ ...day12, limit: 200 })).items.map((item) => item.title)
    let added = false
    const seen = await allPages({}, async () => {
      if (added) return
      added = true
      await insertEvents(suite.database, [
        anEvent({
          title: 'vor dem Cursor eingefügt',
          startsAt: at('2026-03-12T01:00:00Z'),
          endsAt: at('2026-03-12T02:00:00Z'),
        }),
        anEvent({
          title: 'nach dem Cursor eingefügt',
          startsAt: at('2026-03-12T22:00:00Z'),
          endsAt: at('2026-03-12T23:00:00Z'),
        }),
      ])
    })
    expect(seen).toEqual([...before, 'nach dem Cursor eingefügt'])
  })

  it('answers a repeated search alike, and anew once an entry was added', async () => {
    const window = { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' }
    expect((await search(window)).total).toBe(0)
    expect((await search(window)).total).toBe(0)
    await insertEvents(suite.database, [
      anEvent({
        title: 'neu',
        startsAt: at('2026-04-01T08:00:00Z'),
        endsAt: at('2026-04-01T09:00:00Z'),
      }),
    ])
    expect((await search(window)).items.map((item) => item.title)).toEqual(['neu'])
  })
})
