import { describe, expect, it } from 'vitest'
import { pathAfterPresentationChange } from './presentation-paths'

describe('path after a presentation change', () => {
  it('moves the list to the zen list and every other view to the zen 7 days', () => {
    expect(pathAfterPresentationChange('/events/list', true)).toBe('/zen/list')
    expect(pathAfterPresentationChange('/events/monthly', true)).toBe('/zen/preview')
  })

  it('keeps the open detail', () => {
    expect(pathAfterPresentationChange('/zen/list/detail/e-7', false)).toBe(
      '/events/list/detail/e-7',
    )
  })

  it('leads from any other page to the home of the chosen family', () => {
    expect(pathAfterPresentationChange('/settings', true)).toBe('/zen/preview')
    expect(pathAfterPresentationChange('/news/1/event/2', false)).toBe('/events/standard')
  })
})
