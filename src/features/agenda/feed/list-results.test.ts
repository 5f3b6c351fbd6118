import { describe, expect, it } from 'vitest'
import { showsList } from './list-results'

describe('showsList', () => {
  it('is true for Standard and Liste, with or without a detail over them', () => {
    expect(showsList('/events/standard')).toBe(true)
    expect(showsList('/events/list/detail/42')).toBe(true)
  })

  it('is true for an unknown view, which the feed shows as Standard', () => {
    expect(showsList('/events/anything')).toBe(true)
  })

  it('is false for Monat and 7-Tage, which never load the list', () => {
    expect(showsList('/events/monthly')).toBe(false)
    expect(showsList('/events/preview/detail/42')).toBe(false)
  })
})
