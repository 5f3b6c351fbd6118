import { describe, expect, it } from 'vitest'
import { withSearchLink } from './search-link-address'

describe('withSearchLink', () => {
  it('keeps the search and filters of the address and drops what belongs to the view', () => {
    const current =
      '?from=2026-12-04&to=2026-12-17&day=2026-12-05&q=Wahl&filter=top%3Atrue&filter=ressort%3Apolitik'
    expect(withSearchLink(current, { from: '2026-12-04' })).toBe(
      '?from=2026-12-04&q=Wahl&filter=top%3Atrue&filter=ressort%3Apolitik',
    )
  })

  it('keeps a saved search’s link', () => {
    expect(withSearchLink('?filterId=abc', {})).toBe('?filterId=abc')
  })

  it('is empty without parameters', () => {
    expect(withSearchLink('?day=2026-12-05', {})).toBe('')
  })
})
