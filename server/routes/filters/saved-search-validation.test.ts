import { beforeAll, describe, expect, it } from 'vitest'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { savedSearches } from '../../db/schema/index'
import {
  aSavedSearch,
  callAs,
  idOf,
  type FiltersCaller,
} from '../../../tests/support/server/filters-api'
import { createTestUser } from '../../../tests/support/server/test-users'

const rule = (type: string, values: unknown) => ({ filterRules: [{ type, values }] })
const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index))

// Each bad field, with a piece of the German message that must name the problem.
const BAD_SEARCHES: [string, object, string][] = [
  ['an empty name', { name: '' }, 'Der Name'],
  ['a name of only spaces', { name: '   ' }, 'Der Name'],
  ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Der Name'],
  ['a name with a line break', { name: 'Erste\nZeile' }, 'Der Name'],
  ['a name with a next-line control (U+0085)', { name: 'Erste\u0085Zeile' }, 'Der Name'],
  ['a name with a line separator (U+2028)', { name: 'Erste\u2028Zeile' }, 'Der Name'],
  ['a name with a right-to-left override', { name: 'Bericht\u202Efdp.exe' }, 'Der Name'],
  ['a name of only zero-width spaces', { name: '\u200B\u200B' }, 'Der Name'],
  ['a name that is not text', { name: 42 }, 'Der Name'],
  ['no name', { name: undefined }, 'Der Name'],
  ['rules that are not a list', { filterRules: 'Landtag' }, '„filterRules“'],
  [
    'more than 50 rules',
    { filterRules: times(51, () => ({ type: 'FILTER_IS_TOP', values: ['true'] })) },
    '„filterRules“',
  ],
  ['an unknown rule type', rule('FILTER_WEATHER', ['sonnig']), 'Unbekannter Filtertyp'],
  ['a rule without values', rule('FILTER_FULLTEXT', []), '1 bis 50 Werte'],
  [
    'a rule with 51 values',
    rule(
      'FILTER_RESSORT',
      times(51, (i) => `r${i}`),
    ),
    '1 bis 50 Werte',
  ],
  ['a top filter value other than true/false', rule('FILTER_IS_TOP', ['ja']), 'Top-Einträge'],
  ['an unknown material type', rule('FILTER_MATERIAL_TYPE', ['text', 'photo']), 'Materialart'],
  ['an unknown event kind', rule('FILTER_KIND', ['meeting']), 'Terminart'],
  ['an empty search term', rule('FILTER_FULLTEXT', ['  ']), 'Suchbegriffe'],
  ['a search term over 200 characters', rule('FILTER_FULLTEXT', ['x'.repeat(201)]), 'Suchbegriffe'],
  ['a value that is not text', rule('FILTER_GENRE', [7]), 'Texte'],
  [
    'an exclude flag that is not boolean',
    { filterRules: [{ type: 'FILTER_FULLTEXT', values: ['a'], exclude: 'yes' }] },
    '„exclude“',
  ],
  ['isPublic as a string', { isPublic: 'true' }, '„isPublic“'],
  ['notify as a number', { notify: 1 }, '„notify“'],
  // An own `toString` that is not a function broke the error message once (fuzz counterexample).
  ['notify as an object with its own toString', { notify: { toString: '' } }, '„notify“'],
  ['a name as an object with its own valueOf', { name: { valueOf: 1 } }, 'Der Name'],
  ['a negative order', { order: -1 }, '„order“'],
  ['a fractional order', { order: 1.5 }, '„order“'],
]

describe.each(databaseModes())('filters API validation on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let asAnna: FiltersCaller
  let existingId: string

  beforeAll(async () => {
    asAnna = callAs(suite.app, await createTestUser(suite.app, suite.database, 'Anna'))
    existingId = idOf((await asAnna({ method: 'POST', payload: aSavedSearch() })).json())
  })

  it.each(BAD_SEARCHES)('refuses to create a search with %s', async (_what, change, message) => {
    const response = await asAnna({ method: 'POST', payload: aSavedSearch(change) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message),
    })
  })

  it.each(BAD_SEARCHES.filter(([what]) => what !== 'no name'))(
    'refuses to change a search to %s',
    async (_what, change, message) => {
      const response = await asAnna({ method: 'PATCH', path: `/${existingId}`, payload: change })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(message)
    },
  )

  it('accepts the largest allowed search: 100-character name, 50 rules of 50 values', async () => {
    const filterRules = times(50, () => ({
      type: 'FILTER_MATERIAL_TYPE',
      values: times(50, (i) => ['text', 'picture', 'graphic', 'audio', 'video'][i % 5]),
      exclude: true,
    }))
    const response = await asAnna({
      method: 'POST',
      payload: { name: 'x'.repeat(100), filterRules },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().filterRules).toEqual(filterRules)
  })

  it('stores a name as written, trimmed: umlauts, „quotes“, emoji with joiners, Arabic', async () => {
    const name = 'Grüße „Straße“ 👩‍💻 القدس ירושלים'
    const created = await asAnna({ method: 'POST', payload: aSavedSearch({ name: ` ${name} ` }) })
    expect(created.statusCode).toBe(201)
    expect(created.json().name).toBe(name)
    const id = idOf(created.json())
    await asAnna({ method: 'PATCH', path: `/${id}`, payload: { name: ' Plan B ' } })
    expect((await asAnna({ path: `/${id}` })).json().name).toBe('Plan B')
  })

  it('refuses a name of nothing but bidi control characters', async () => {
    const response = await asAnna({
      method: 'POST',
      payload: aSavedSearch({ name: '\u202E\u202C' }),
    })
    expect(response.statusCode).toBe(400)
  })

  it('refuses a body that is not a JSON object', async () => {
    const response = await asAnna({ method: 'POST', payload: [aSavedSearch()] })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('JSON-Objekt')
  })

  it.each([
    ['size=0', '„size“'],
    ['size=1001', '„size“'],
    ['size=viele', '„size“'],
    ['sort=name', '„order“'],
  ])('refuses the list query %s', async (query, message) => {
    const response = await asAnna({ path: `?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  describe('the limit of 200 saved searches per user', () => {
    it('refuses the 201st with 409 LIMIT_REACHED, also when requests race', async () => {
      const user = await createTestUser(suite.app, suite.database, 'Sammlerin')
      await suite.database.db.insert(savedSearches).values(
        times(197, (i) => ({
          id: crypto.randomUUID(),
          ownerId: user.user.id,
          name: `Suche ${i}`,
          filterRules: [],
          sortOrder: i,
        })),
      )
      const asUser = callAs(suite.app, user)
      const racing = await Promise.all(
        times(5, (i) => asUser({ method: 'POST', payload: aSavedSearch({ name: `Neu ${i}` }) })),
      )
      const statuses = racing.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([201, 201, 201, 409, 409])
      const refused = racing.find((response) => response.statusCode === 409)
      expect(refused?.json()).toEqual({
        code: 'LIMIT_REACHED',
        message: expect.stringContaining('200'),
      })
      expect((await asUser({})).json()._embedded.filters).toHaveLength(200)
    })
  })
})
