import { describe, expect, it } from 'vitest'
import { matomoCommand } from './matomo-tracker'

describe('matomoCommand', () => {
  it('words Matomo events without search words or personal data', () => {
    expect(matomoCommand({ kind: 'search', words: 3 })).toEqual([
      'trackEvent',
      'Suche',
      'Suchen',
      'Wörter',
      3,
    ])
    expect(
      matomoCommand({ kind: 'filters', types: ['FILTER_TOP', 'FILTER_MATERIAL_TYPE'] }),
    ).toEqual(['trackEvent', 'Filter', 'Ändern', 'FILTER_MATERIAL_TYPE,FILTER_TOP'])
    expect(matomoCommand({ kind: 'identify', presentation: 'zen', planner: false })).toEqual([
      'trackEvent',
      'Anmeldung',
      'zen',
      'Redaktion',
    ])
  })
})
