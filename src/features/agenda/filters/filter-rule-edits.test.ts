import { describe, expect, it } from 'vitest'
import type { FilterRule } from '@domain/filter-rules'
import { countActiveFilters, isTopOnly, setTopOnly, toggleValue } from './filter-rule-edits'

const top: FilterRule = { type: 'FILTER_IS_TOP', values: ['true'] }

describe('filter rule edits', () => {
  it('adds a ticked option to the rule of its type', () => {
    const rules = toggleValue([top], 'FILTER_RESSORT', 'politik')
    expect(toggleValue(rules, 'FILTER_RESSORT', 'sport')).toEqual([
      top,
      { type: 'FILTER_RESSORT', values: ['politik', 'sport'] },
    ])
  })

  it('drops the rule when its last option is unticked', () => {
    const rules = toggleValue([top], 'FILTER_KIND', 'topic')
    expect(toggleValue(rules, 'FILTER_KIND', 'topic')).toEqual([top])
  })

  it('keeps the place of a rule whose values change', () => {
    const ressort = { type: 'FILTER_RESSORT' as const, values: ['sport'] }
    expect(toggleValue([ressort, top], 'FILTER_RESSORT', 'kultur')).toEqual([
      { type: 'FILTER_RESSORT', values: ['sport', 'kultur'] },
      top,
    ])
  })

  it('switches the top-entries filter on and off', () => {
    expect(isTopOnly([top])).toBe(true)
    expect(setTopOnly([top], false)).toEqual([])
    expect(isTopOnly(setTopOnly([], true))).toBe(true)
  })

  it('counts each ticked option once', () => {
    expect(
      countActiveFilters([top, { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'video'] }]),
    ).toBe(3)
  })
})
