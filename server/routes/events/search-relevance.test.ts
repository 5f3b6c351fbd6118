// Search ranks what a journalist means (issue 36): all words in the title first, then title and
// teaser, then with the place, last only with the description; within a tier the nearest first.
// A football match whose description promises a „Pressekonferenz etwa 20 Minuten nach Spielende“
// (server/demo/seed/culture-sport-templates.ts) comes after the press conferences themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSearchRequest } from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../../tests/support/server/test-database'
import { summarizeDays } from './day-summary'
import { encodeCursor } from './search-cursor'
import { searchEvents } from './search-events'

const FROM = '2026-03-09T23:00:00Z'
const TO = '2026-03-16T23:00:00Z'
const at = (day: number, hour: number) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`)
const entry = (id: string, day: number, fields: Parameters<typeof anEvent>[0]) =>
  anEvent({ id, startsAt: at(day, 10), endsAt: at(day, 12), ...fields })

const MATCH_DESCRIPTION =
  'Spielbericht, Stimmen und Bilder direkt nach Abpfiff. Pressekonferenz etwa 20 Minuten nach Spielende.'

const words = (...values: string[]): FilterRule => ({ type: 'FILTER_FULLTEXT', values })
const request = (filterRules: FilterRule[], more: Partial<EventSearchRequest> = {}) => ({
  filterRules,
  from: FROM,
  to: TO,
  sort: 'relevance' as const,
  ...more,
})

describe.each(databaseModes())('search by relevance (%s)', (mode) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(mode)
    await insertEvents(test.database, [
      // Earliest of all, but the word only in the description.
      entry('football', 10, {
        title: 'Fußball-Bundesliga: Hertha BSC – 1. FC Union',
        teaser: 'Hauptstadtderby im Olympiastadion',
        description: MATCH_DESCRIPTION,
        city: 'Berlin',
      }),
      entry('football-later', 14, {
        title: 'Fußball-Bundesliga: FC Bayern – Borussia Dortmund',
        description: MATCH_DESCRIPTION,
        city: 'München',
      }),
      entry('teaser', 12, {
        title: 'Bundesregierung zum Haushalt',
        teaser: 'Pressekonferenz des Finanzministers',
        city: 'Berlin',
      }),
      entry('title', 13, {
        title: 'Pressekonferenz des FC Bayern vor dem Bundesliga-Spiel',
        city: 'München',
      }),
      entry('place', 11, {
        title: 'Jahresbilanz',
        locationName: 'Saal der Pressekonferenz',
        city: 'Hamburg',
      }),
      entry('title-late', 16, { title: 'Pressekonferenz zur Tarifrunde', city: 'Berlin' }),
    ])
  }, 120_000)

  afterAll(() => test?.drop())

  const ids = async (filterRules: FilterRule[], more: Partial<EventSearchRequest> = {}) =>
    (await searchEvents(test.database, request(filterRules, more))).items.map((item) => item.id)

  it('ranks title, teaser, place, then description, each tier nearest first', async () => {
    expect(await ids([words('Pressekonferenz')])).toEqual([
      'title',
      'title-late',
      'teaser',
      'place',
      'football',
      'football-later',
    ])
  })

  it('ignores the order by relevance, and equals date order without search words', async () => {
    expect(await ids([words('Pressekonferenz')], { order: 'desc' })).toEqual(
      await ids([words('Pressekonferenz')]),
    )
    const byDate = await searchEvents(test.database, { ...request([]), sort: 'startTime' })
    expect(await ids([])).toEqual(byDate.items.map((item) => item.id))
  })

  it('names where the words stand, with an excerpt for a match in the description only', async () => {
    const answer = await searchEvents(test.database, request([words('Pressekonferenz')]))
    expect(answer.matches?.title).toEqual({ field: 'title' })
    expect(answer.matches?.teaser).toEqual({ field: 'topic' })
    expect(answer.matches?.place).toEqual({ field: 'place' })
    const body = answer.matches?.football
    expect(body?.field).toBe('body')
    expect(body?.snippet?.filter((part) => part.hit)).toEqual([
      { text: 'Pressekonferenz', hit: true },
    ])
    const excerpt = body?.snippet?.map((part) => part.text).join('') ?? ''
    expect(excerpt.split(' ').length).toBeGreaterThanOrEqual(8)
    expect(excerpt.split(' ').length).toBeLessThanOrEqual(18)
    // The same in date order, and none without search words.
    const byDate = await searchEvents(test.database, {
      ...request([words('Pressekonferenz')]),
      sort: 'startTime',
    })
    expect(byDate.matches).toEqual(answer.matches)
    expect((await searchEvents(test.database, request([]))).matches).toBeUndefined()
    expect(
      (await searchEvents(test.database, request([words('Pressekonferenz')], { limit: 1 })))
        .matches,
    ).toEqual({ title: { field: 'title' } })
  })

  it('pages by relevance with the tier in the cursor', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await searchEvents(
        test.database,
        request([words('Pressekonferenz')], { limit: 2, ...(cursor && { cursor }) }),
      )
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(await ids([words('Pressekonferenz')]))
  })

  it('refuses a cursor of another sort or without a valid tier', async () => {
    const key = '2026-03-10T10:00:00.000000Z'
    const cursors = [
      encodeCursor({ sort: 'startTime', order: 'asc', key, id: 'title' }),
      encodeCursor({ sort: 'relevance', order: 'asc', key, id: 'title' }),
      Buffer.from(
        JSON.stringify({ sort: 'relevance', order: 'asc', key, id: 'x', tier: 5 }),
      ).toString('base64url'),
    ]
    for (const cursor of cursors) {
      await expect(
        searchEvents(test.database, request([words('Pressekonferenz')], { cursor })),
      ).rejects.toMatchObject({ code: 'INVALID_CURSOR' })
    }
    const relevanceCursor = encodeCursor({
      sort: 'relevance',
      order: 'asc',
      key,
      id: 'title',
      tier: 1,
    })
    await expect(
      searchEvents(test.database, {
        ...request([words('Pressekonferenz')]),
        sort: 'startTime',
        cursor: relevanceCursor,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CURSOR' })
  })

  it('searches only the title with titel: and only the place with ort:', async () => {
    expect(await ids([words('titel:Pressekonferenz')])).toEqual(['title', 'title-late'])
    expect(await ids([words('titel:"Pressekonferenz des FC"')])).toEqual(['title'])
    expect(await ids([words('titel:Pressekonf*')])).toEqual(['title', 'title-late'])
    expect(await ids([words('ort:Pressekonferenz')])).toEqual(['place'])
    // Both words then stand in title or teaser and the place: one tier, by date.
    expect(await ids([words('Pressekonferenz'), words('ort:Berlin')])).toEqual([
      'teaser',
      'title-late',
      'football',
    ])
    expect(
      await ids([words('Pressekonferenz'), { ...words('ort:Berlin'), exclude: true }]),
    ).toEqual(['title', 'place', 'football-later'])
    expect(await ids([words('titel:Tarifrunde', 'ort:Hamburg')])).toEqual(['title-late', 'place'])
  })

  it('lists a day summary by tier, then time', async () => {
    await insertEvents(test.database, [
      entry('same-day-body', 12, {
        title: 'Frühes Spiel',
        description: MATCH_DESCRIPTION,
        startsAt: at(12, 6),
      }),
    ])
    const { answer } = await summarizeDays(test.database, request([words('Pressekonferenz')]))
    const day = answer.days.find((one) => one.day === '2026-03-12')
    expect(day?.entries.map((one) => one.id)).toEqual(['teaser', 'same-day-body'])
    expect(answer.matches?.['same-day-body']?.field).toBe('body')
    expect(answer.matches?.teaser).toEqual({ field: 'topic' })
    const byDate = await summarizeDays(test.database, {
      ...request([words('Pressekonferenz')]),
      sort: 'startTime',
    })
    expect(
      byDate.answer.days.find((one) => one.day === '2026-03-12')?.entries.map((one) => one.id),
    ).toEqual(['same-day-body', 'teaser'])
    expect(byDate.answer.matches).toEqual(answer.matches)
  })
})
