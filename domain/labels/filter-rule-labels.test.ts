import { describe, expect, it } from 'vitest'
import { TOP_FILTER } from '../filter-rules'
import { describeFilterRules, describeSearch } from './filter-rule-labels'

describe('what a saved search holds, in words', () => {
  it('names every filter, the top filter included', () => {
    expect(
      describeSearch([
        TOP_FILTER,
        { type: 'FILTER_RESSORT', values: ['politik', 'wirtschaft'] },
        { type: 'FILTER_KIND', values: ['topic'], exclude: true },
        { type: 'FILTER_FULLTEXT', values: ['Landtag'] },
      ]),
    ).toBe('„Landtag“ · Nur Top-Einträge · Ressort: Politik, Wirtschaft · ohne Art: Thema')
  })

  it('reads each form of the top rule', () => {
    const top = (values: string[], exclude?: boolean) =>
      describeFilterRules([{ type: 'FILTER_IS_TOP', values, ...(exclude && { exclude }) }])[0]
    expect(top(['true'])).toBe('Nur Top-Einträge')
    expect(top(['false'], true)).toBe('Nur Top-Einträge')
    expect(top(['false'])).toBe('Ohne Top-Einträge')
    expect(top(['true'], true)).toBe('Ohne Top-Einträge')
    expect(top(['true', 'false'])).toBe('Top- und andere Einträge')
  })

  it('says nothing for a search without rules', () => {
    expect(describeSearch([])).toBe('')
  })
})
