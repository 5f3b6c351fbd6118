// The search reads the narrow copy `event_search` (migration 0026, docs/scaling.md). Its answers
// must be those the same statements give over `events` itself: after the seed, and after entries
// are changed, added and deleted (the triggers keep the copy in step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, berlinInstant, berlinToday } from '../../../domain/berlin-time'
import type { EventSearchRequest } from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import type { DatabaseHandle } from '../../db/database'
import { seedAgenda } from '../../demo/seed/seed-agenda'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../../tests/support/server/test-database'
import { summarizeDays } from './day-summary'
import { searchEvents } from './search-events'

const NARROW = 'FROM event_search e'

/** The same handle, but every statement reads `events` where the search reads its copy. */
function overEvents(database: DatabaseHandle): DatabaseHandle {
  const wide = (sql: string) => {
    if (!sql.includes(NARROW)) throw new Error('the statement no longer reads event_search')
    return sql.replace(NARROW, 'FROM events e')
  }
  return {
    ...database,
    query: (sql, params) => database.query(wide(sql), params),
    queryPrepared: (_name, sql, params) => database.query(wide(sql), params),
  }
}

const week = (offset: number) => {
  const start = addDays(berlinToday(), offset)
  return {
    from: berlinInstant(start).toISOString(),
    to: berlinInstant(addDays(start, 7)).toISOString(),
  }
}

const RULE_SETS: FilterRule[][] = [
  [],
  [
    { type: 'FILTER_FULLTEXT', values: ['Pressekonferenz'] },
    { type: 'FILTER_RESSORT', values: ['politik'] },
    { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'picture'] },
  ],
  [{ type: 'FILTER_FULLTEXT', values: ['"Tag der Deutschen Einheit"', 'Wahl*'] }],
  [{ type: 'FILTER_FULLTEXT', values: ['Landtag*'], exclude: true }],
  [
    { type: 'FILTER_IS_TOP', values: ['true'] },
    { type: 'FILTER_KIND', values: ['event', 'topic'] },
  ],
  [
    { type: 'FILTER_RESSORT', values: ['sport'], exclude: true },
    { type: 'FILTER_GENRE', values: ['Bericht'], exclude: true },
  ],
]

const REQUESTS: EventSearchRequest[] = RULE_SETS.flatMap((filterRules, index) => [
  { ...week(index * 3 - 5), filterRules, limit: 20 },
  { ...week(index), filterRules, limit: 10, sort: 'dateUpdated', order: 'desc' },
])

describe.each(databaseModes())('the search copy event_search on %s', (mode) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(mode)
    await seedAgenda(test.database, { count: 1500 })
  })
  afterAll(() => test.drop())

  async function expectSameAnswers() {
    for (const request of REQUESTS) {
      const answer = await searchEvents(test.database, request)
      expect(answer).toEqual(await searchEvents(overEvents(test.database), request))
      const days = { ...request, perDay: 3 }
      expect((await summarizeDays(test.database, days)).answer).toEqual(
        (await summarizeDays(overEvents(test.database), days)).answer,
      )
    }
  }

  it('answers as events itself after the seed', async () => {
    const answers = await Promise.all(
      REQUESTS.map((request) => searchEvents(test.database, request)),
    )
    expect(answers.some((answer) => answer.total > 0)).toBe(true)
    await expectSameAnswers()
  })

  it('follows changed, added and deleted entries', async () => {
    const { from } = week(0)
    await test.database.query(
      `UPDATE events SET title = 'Pressekonferenz der Landesregierung', ressorts = '{politik}',
         is_top = NOT is_top, starts_at = $1::timestamptz, ends_at = $1::timestamptz + interval '1 hour'
       WHERE id IN (SELECT id FROM events ORDER BY id LIMIT 40)`,
      [from],
    )
    await test.database.query(
      `DELETE FROM events WHERE id IN (SELECT id FROM events ORDER BY id DESC LIMIT 30)`,
    )
    await insertEvents(test.database, [
      anEvent({ title: 'Wahlkampfauftakt', startsAt: new Date(from), endsAt: new Date(from) }),
    ])
    const [counts] = await test.database.query<{ copy: number; events: number }>(
      'SELECT (SELECT count(*)::int FROM event_search) AS copy, (SELECT count(*)::int FROM events) AS events',
    )
    expect(counts?.copy).toBe(counts?.events)
    await expectSameAnswers()
  })
})
