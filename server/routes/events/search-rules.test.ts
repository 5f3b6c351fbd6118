import { beforeAll, describe, expect, it } from 'vitest'
import type { EventSearchResponse } from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { createTestUser } from '../../../tests/support/server/test-users'

const WINDOW = { from: '2026-03-02T00:00:00+01:00', to: '2026-03-09T00:00:00+01:00' }
const text = (type: FilterRule['type'], values: string[], exclude?: boolean): FilterRule =>
  exclude ? { type, values, exclude } : { type, values }
const fulltext = (values: string[], exclude?: boolean) => text('FILTER_FULLTEXT', values, exclude)

describe.each(databaseModes())('search rules on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticket: string

  beforeAll(async () => {
    ticket = (await createTestUser(suite.app, suite.database, 'Redaktion')).ticket
    await insertEvents(suite.database, [
      anEvent({ title: 'Merz besucht Kiel', federalState: 'sh', ressorts: ['politik'] }),
      anEvent({ title: 'Scholz in Potsdam', federalState: 'bb', ressorts: ['politik'] }),
      anEvent({ title: 'Merz und Scholz debattieren', ressorts: ['politik', 'medien'] }),
      anEvent({ title: 'Wahl in Hessen', regionalServices: ['hes'], genre: 'news' }),
      anEvent({
        title: 'Wahlen in Thüringen',
        regionalServices: ['thg', 'knz'],
        genre: 'analysis',
      }),
      anEvent({ title: 'Wahlkampfauftakt in Magdeburg', kind: 'topic', isTop: true }),
      anEvent({ title: 'Festakt zum Tag der Deutschen Einheit', materialTypes: ['text', 'video'] }),
      anEvent({ title: 'Feuerwerk zum Tag der Deutschen Einheit', materialTypes: ['picture'] }),
      anEvent({
        title: 'Einheit der Deutschen Tafeln',
        teaser: 'Am Tag danach wird gefeiert.',
        kind: 'actionday',
        materialTypes: ['audio'],
      }),
      anEvent({ title: 'Lesung in Baden-Württemberg', description: 'Eine Autorin liest.' }),
    ])
  })

  async function search(filterRules: FilterRule[], eventIds?: string[]) {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/events/api/v1/events/search',
      headers: { authorization: `Bearer ${ticket}` },
      payload: { ...WINDOW, filterRules, limit: 200, ...(eventIds && { eventIds }) },
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as EventSearchResponse).items
  }
  const searchTitles = async (filterRules: FilterRule[]) =>
    (await search(filterRules)).map((item) => item.title).sort()

  it('tells which of the entries named by eventIds the rules match (the live agenda)', async () => {
    const everything = await search([])
    const idOf = (title: string) => everything.find((item) => item.title === title)?.id ?? ''
    const named = [idOf('Merz besucht Kiel'), idOf('Wahl in Hessen'), 'no-such-entry']
    const politik = await search([text('FILTER_RESSORT', ['politik'])], named)
    expect(politik.map((item) => item.title)).toEqual(['Merz besucht Kiel'])
    expect(await search([], [])).toEqual([])
  })

  it('takes the values of one rule as alternatives: Merz ODER Scholz is the union', async () => {
    expect(await searchTitles([fulltext(['Merz', 'Scholz'])])).toEqual([
      'Merz besucht Kiel',
      'Merz und Scholz debattieren',
      'Scholz in Potsdam',
    ])
  })

  it('requires every rule: Merz Scholz is the intersection', async () => {
    expect(await searchTitles([fulltext(['Merz']), fulltext(['Scholz'])])).toEqual([
      'Merz und Scholz debattieren',
    ])
  })

  it('removes every match of an excluded rule: Merz -Scholz', async () => {
    expect(await searchTitles([fulltext(['Merz']), fulltext(['Scholz'], true)])).toEqual([
      'Merz besucht Kiel',
    ])
  })

  it('stems German words: Wahlen finds Wahl and Wahl finds Wahlen', async () => {
    const wahl = await searchTitles([fulltext(['Wahl'])])
    expect(wahl).toEqual(['Wahl in Hessen', 'Wahlen in Thüringen'])
    expect(await searchTitles([fulltext(['Wahlen'])])).toEqual(wahl)
  })

  it('finds everything Wahl finds and more with the prefix Wahl*', async () => {
    const exact = await searchTitles([fulltext(['Wahl'])])
    const prefix = await searchTitles([fulltext(['Wahl*'])])
    expect(prefix).toEqual(expect.arrayContaining(exact))
    expect(prefix).toContain('Wahlkampfauftakt in Magdeburg')
  })

  it('keeps a quoted phrase together', async () => {
    expect(await searchTitles([fulltext(['"Tag der Deutschen Einheit"'])])).toEqual([
      'Festakt zum Tag der Deutschen Einheit',
      'Feuerwerk zum Tag der Deutschen Einheit',
    ])
    expect(await searchTitles([fulltext(['Tag der Deutschen Einheit'])])).toContain(
      'Einheit der Deutschen Tafeln',
    )
  })

  it('combines a phrase with an exclusion', async () => {
    expect(
      await searchTitles([
        fulltext(['"Tag der Deutschen Einheit"']),
        fulltext(['Feuerwerk'], true),
      ]),
    ).toEqual(['Festakt zum Tag der Deutschen Einheit'])
  })

  it('keeps hyphenated words and searches teaser, description and location too', async () => {
    expect(await searchTitles([fulltext(['Baden-Württemberg'])])).toEqual([
      'Lesung in Baden-Württemberg',
    ])
    expect(await searchTitles([fulltext(['Autorin'])])).toEqual(['Lesung in Baden-Württemberg'])
    expect(await searchTitles([fulltext(['gefeiert'])])).toEqual(['Einheit der Deutschen Tafeln'])
  })

  it('treats quotes, operators and SQL in values as plain text', async () => {
    for (const value of ["'); DROP TABLE events; --", "Wahl':* | !", '"', '*', '&&', '\\']) {
      await searchTitles([fulltext([value])])
    }
    expect(await searchTitles([fulltext(["Merz'*"])])).toContain('Merz besucht Kiel')
  })

  it('filters by ressort, regional service and federal state', async () => {
    expect(await searchTitles([text('FILTER_RESSORT', ['medien'])])).toEqual([
      'Merz und Scholz debattieren',
    ])
    expect(await searchTitles([text('FILTER_REGIONAL_SERVICE', ['hes', 'thg'])])).toEqual([
      'Wahl in Hessen',
      'Wahlen in Thüringen',
    ])
    expect(await searchTitles([text('FILTER_FEDERAL_STATE', ['sh', 'bb'])])).toEqual([
      'Merz besucht Kiel',
      'Scholz in Potsdam',
    ])
  })

  it('filters by kind, genre, material type and top flag', async () => {
    expect(await searchTitles([text('FILTER_KIND', ['topic', 'actionday'])])).toEqual([
      'Einheit der Deutschen Tafeln',
      'Wahlkampfauftakt in Magdeburg',
    ])
    expect(await searchTitles([text('FILTER_GENRE', ['analysis'])])).toEqual([
      'Wahlen in Thüringen',
    ])
    expect(await searchTitles([text('FILTER_MATERIAL_TYPE', ['video', 'audio'])])).toEqual([
      'Einheit der Deutschen Tafeln',
      'Festakt zum Tag der Deutschen Einheit',
    ])
    expect(await searchTitles([text('FILTER_IS_TOP', ['true'])])).toEqual([
      'Wahlkampfauftakt in Magdeburg',
    ])
  })

  it('keeps entries without the excluded field when a filter is excluded', async () => {
    const all = await searchTitles([])
    const withoutNews = await searchTitles([text('FILTER_GENRE', ['news'], true)])
    expect(withoutNews).toHaveLength(all.length - 1)
    expect(withoutNews).not.toContain('Wahl in Hessen')
    expect(await searchTitles([text('FILTER_IS_TOP', ['true'], true)])).not.toContain(
      'Wahlkampfauftakt in Magdeburg',
    )
  })

  async function searchPage(filterRules: FilterRule[], limit: number) {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/events/api/v1/events/search',
      headers: { authorization: `Bearer ${ticket}` },
      payload: { ...WINDOW, filterRules, limit },
    })
    expect(response.statusCode).toBe(200)
    return response.json() as EventSearchResponse
  }

  it('counts facets over all matches, not just the page', async () => {
    const body = await searchPage([fulltext(['Merz', 'Scholz', 'Wahl*'])], 1)
    expect(body.items).toHaveLength(1)
    expect(body.total).toBe(6)
    expect(body.facets).toEqual({
      ressort: { politik: 3, medien: 1 },
      regionalService: { hes: 1, thg: 1, knz: 1 },
      materialType: {},
      kind: { event: 5, topic: 1 },
    })
  })
  it('says what the top filter hides: total and facets of the same search without it', async () => {
    const body = await searchPage([text('FILTER_IS_TOP', ['true']), fulltext(['Wahl*'])], 50)
    expect(body.items.map((item) => item.title)).toEqual(['Wahlkampfauftakt in Magdeburg'])
    expect(body.total).toBe(1)
    expect(body.facets.regionalService).toEqual({})
    expect(body.facets.kind).toEqual({ topic: 1 })
    expect(body.withoutTop).toEqual({
      total: 3,
      facets: {
        ressort: {},
        regionalService: { hes: 1, thg: 1, knz: 1 },
        materialType: {},
        kind: { event: 2, topic: 1 },
      },
    })
  })

  it('leaves out the count without top when the search has no top rule', async () => {
    const body = await searchPage([fulltext(['Wahl*'])], 50)
    expect(body.total).toBe(3)
    expect(body).not.toHaveProperty('withoutTop')
  })
})
