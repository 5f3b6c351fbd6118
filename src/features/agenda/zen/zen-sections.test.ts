import { describe, expect, it } from 'vitest'
import {
  applyZenSection,
  zenSectionFromSearchParams,
  zenSectionLabel,
  zenSectionSearch,
} from './zen-sections'

const zenRules = [
  { type: 'FILTER_IS_TOP' as const, values: ['true'] },
  { type: 'FILTER_MATERIAL_TYPE' as const, values: ['text', 'picture'] },
]

describe('zen sections', () => {
  it('shows top entries when the address names no section', () => {
    expect(zenSectionFromSearchParams(new URLSearchParams(''))).toEqual({ kind: 'top' })
  })

  it('reads a ressort and a regional service from the address, ignoring unknown codes', () => {
    expect(zenSectionFromSearchParams(new URLSearchParams('ressort=sport'))).toEqual({
      kind: 'ressort',
      code: 'sport',
    })
    expect(zenSectionFromSearchParams(new URLSearchParams('dienst=bay'))).toEqual({
      kind: 'regionalService',
      code: 'bay',
    })
    expect(zenSectionFromSearchParams(new URLSearchParams('dienst=tmn'))).toEqual({ kind: 'top' })
  })

  it('reads the section of all entries, which drops the top filter and keeps every other rule', () => {
    const all = zenSectionFromSearchParams(new URLSearchParams('alle'))
    expect(all).toEqual({ kind: 'all' })
    expect(zenSectionSearch(all)).toBe('?alle')
    expect(zenSectionLabel(all)).toBe('Alle Einträge')
    expect(applyZenSection(zenRules, all)).toEqual([zenRules[1]])
  })

  it('shows all entries of a ressort, keeping the material types', () => {
    expect(applyZenSection(zenRules, { kind: 'ressort', code: 'kultur' })).toEqual([
      zenRules[1],
      { type: 'FILTER_RESSORT', values: ['kultur'] },
    ])
  })
})
