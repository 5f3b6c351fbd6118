import { describe, expect, it } from 'vitest'
import { TOP_FILTER } from '../filter-rules'
import { listSearchToSave } from './search-to-save'

describe('what saving a search will store, one line each', () => {
  it('lists the query as read and every filter, the top filter included', () => {
    expect(
      listSearchToSave([
        { type: 'FILTER_FULLTEXT', values: ['Landtag'] },
        { type: 'FILTER_FULLTEXT', values: ['"Tag der Einheit"'] },
        { type: 'FILTER_FULLTEXT', values: ['Feuerwerk'], exclude: true },
        TOP_FILTER,
        { type: 'FILTER_RESSORT', values: ['politik', 'wirtschaft'] },
        { type: 'FILTER_KIND', values: ['topic'], exclude: true },
      ]),
    ).toEqual([
      'Suchbegriffe: Landtag · „Tag der Einheit“ · ohne Feuerwerk',
      'Nur Top-Einträge',
      'Ressort: Politik, Wirtschaft',
      'Ohne Art: Thema',
    ])
  })

  it('says when nothing narrows the search', () => {
    expect(listSearchToSave([])).toEqual(['Ohne Suchbegriffe', 'Keine Filter: alle Einträge'])
    expect(listSearchToSave([{ type: 'FILTER_FULLTEXT', values: ['titel:Wahl'] }])).toEqual([
      'Suchbegriffe: Titel: Wahl',
      'Keine Filter: alle Einträge',
    ])
  })
})
