// One definition, tested against it: for random rule sets (words, phrases, prefixes, stop words,
// odd characters, `titel:` and `ort:`, every rule type, top, exclude, rules the API refuses) and random entries, the
// percolator names exactly the searches the search API's own SQL path (`matchingEventIds`) finds.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_KINDS, type FilterRule } from '../../../domain/filter-rules'
import { savedSearches, users } from '../../db/schema/index'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../../tests/support/server/test-database'
import { matchingEventIds } from '../search-match'
import { Percolator } from './percolator'

const WORDS = [
  'Wahl',
  'Wahlen',
  'Wahlkampf',
  'Bundestag',
  'Bundesliga',
  'Tag',
  'der',
  'Deutschen',
  'Einheit',
  'und',
  'nicht',
  'Baden-Württemberg',
  'Kiel',
  'Fußball',
  "O'Brien",
  'Merz',
  'Haushalt',
  'in',
  'Äpfel',
  'C++',
]
const PREFIXES = ['Wah*', 'Bund*', 'Baden-W*', 'Ein*', 'de*', 'Äp*', "O'B*", 'x*', 'Haus halt*']
const ODD = ['', '  ', '"', '*', '""', '!', '&|', "'", '\\', ':*', '<->']
const RESSORTS = ['politik', 'sport', 'kultur']
const REGIONAL = ['hes', 'thg']
const MATERIAL = ['text', 'video', 'picture']
const STATES = ['sh', 'bb', 'by']
const GENRES = ['news', 'analysis']

const text = fc
  .array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 7 })
  .map((words) => words.join(' '))

const unfieldedValue = fc.oneof(
  { weight: 4, arbitrary: text.filter((value) => value.length > 0) },
  { weight: 3, arbitrary: text.map((value) => `"${value}"`) },
  { weight: 2, arbitrary: fc.constantFrom(...PREFIXES) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD) },
)

// `titel:` and `ort:` hold a value to the title's or the place's words (issue 36).
const fulltextValue = fc.oneof(
  { weight: 3, arbitrary: unfieldedValue },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('titel:', 'ort:', 'Titel:'), unfieldedValue)
      .map(([field, value]) => `${field}${value}`),
  },
)

const valuesOf = (choices: string[]) => fc.subarray(choices, { minLength: 0 })

const rule: fc.Arbitrary<FilterRule> = fc
  .record({
    type: fc.constantFrom(
      'FILTER_FULLTEXT',
      'FILTER_FULLTEXT',
      'FILTER_FULLTEXT',
      'FILTER_RESSORT',
      'FILTER_REGIONAL_SERVICE',
      'FILTER_MATERIAL_TYPE',
      'FILTER_FEDERAL_STATE',
      'FILTER_KIND',
      'FILTER_GENRE',
      'FILTER_IS_TOP',
    ),
    exclude: fc.boolean(),
    seed: fc.nat(),
  })
  .chain(({ type, exclude, seed }) => {
    const values: Record<string, fc.Arbitrary<string[]>> = {
      FILTER_FULLTEXT: fc.array(fulltextValue, { minLength: 1, maxLength: 3 }),
      FILTER_RESSORT: valuesOf(RESSORTS),
      FILTER_REGIONAL_SERVICE: valuesOf(REGIONAL),
      FILTER_MATERIAL_TYPE: valuesOf(MATERIAL),
      FILTER_FEDERAL_STATE: valuesOf(STATES),
      FILTER_KIND: valuesOf([...EVENT_KINDS]),
      FILTER_GENRE: valuesOf(GENRES),
      // Now and then a value the search API refuses: the search then matches nothing.
      FILTER_IS_TOP: seed % 17 === 0 ? fc.constant(['vielleicht']) : valuesOf(['true', 'false']),
    }
    return (values[type] ?? fc.constant([])).map((chosen): FilterRule =>
      exclude ? { type, values: chosen, exclude } : { type, values: chosen },
    )
  })

const ruleSet = fc.array(rule, { minLength: 0, maxLength: 4 })

const entry = fc.record({
  title: text,
  teaser: text,
  description: text,
  city: text,
  ressorts: valuesOf(RESSORTS),
  regionalServices: valuesOf(REGIONAL),
  materialTypes: valuesOf(MATERIAL) as fc.Arbitrary<('text' | 'video' | 'picture')[]>,
  federalState: fc.option(fc.constantFrom(...STATES)),
  kind: fc.constantFrom(...EVENT_KINDS),
  genre: fc.option(fc.constantFrom(...GENRES)),
  isTop: fc.boolean(),
  // A few entries lie before the whole-agenda window.
  year: fc.constantFrom(2026, 2026, 2026, 2026, 1850),
})

const SEED = 18_2026

describe.each(databaseModes())('percolator against the search API (%s)', (mode) => {
  let test: TestDatabase
  const eventIds: string[] = []

  beforeAll(async () => {
    test = await openTestDatabase(mode)
    const { db } = test.database
    await db.insert(users).values({
      id: 'owner',
      subject: 'owner',
      email: 'owner@agenda.test',
      name: 'Owner',
      organisation: 'test',
      termsAccepted: true,
    })
    const entries = fc.sample(entry, { seed: SEED, numRuns: 60 })
    const rows = entries.map(({ year, ...columns }, at) => {
      const startsAt = new Date(Date.UTC(year, 2, 2, 9))
      return anEvent({
        ...columns,
        id: `perc-${at}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      })
    })
    await insertEvents(test.database, rows)
    eventIds.push(...rows.map((row) => row.id as string))
  }, 120_000)

  afterAll(() => test?.drop())

  it('matches exactly what the search API matches', async () => {
    const log = { warn: () => undefined } as never
    // One percolator for all runs: each run's new searches must reach it through the version row.
    const percolator = new Percolator()
    const matchedPairs: number[] = []
    await fc.assert(
      fc.asyncProperty(fc.array(ruleSet, { minLength: 30, maxLength: 40 }), async (sets) => {
        const { db } = test.database
        await db.delete(savedSearches)
        await db.insert(savedSearches).values(
          sets.map((filterRules, at) => ({
            id: `s-${at}`,
            ownerId: 'owner',
            name: `Suche ${at}`,
            filterRules,
            alertInApp: true,
          })),
        )
        const found = await percolator.match(test.database, eventIds, log)
        const byId = new Map([...found].map(([search, ids]) => [search.id, [...ids].sort()]))
        for (const [at, filterRules] of sets.entries()) {
          const expected = await matchingEventIds(test.database, filterRules, eventIds).then(
            (ids) => [...ids].sort(),
            () => [],
          )
          matchedPairs.push(expected.length)
          expect({ rules: filterRules, ids: byId.get(`s-${at}`) ?? [] }).toEqual({
            rules: filterRules,
            ids: expected,
          })
        }
      }),
      { seed: SEED, numRuns: 25 },
    )
    // The rule sets are not vacuous: many searches match some entries, and some match none.
    const matching = matchedPairs.filter((count) => count > 0).length
    expect(matching).toBeGreaterThan(matchedPairs.length / 10)
    expect(matching).toBeLessThan(matchedPairs.length)
  }, 600_000)
})
