import { describe, expect, it } from 'vitest'
import { pathAfterPresentationChange, pathAfterSwitch, pathAfterZenOff } from './presentation-paths'

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

describe('zen off', () => {
  it('returns to the classic view and search that zen was turned on from', () => {
    const search = '?q=Landtag&filter=top%3Atrue'
    expect(pathAfterSwitch('/events/list', search, true)).toBe('/zen/list')
    expect(pathAfterSwitch('/zen/preview', '', false)).toBe(`/events/list${search}`)
    // Once: zen turned on elsewhere (the onboarding dialog) and off again keeps the view mode.
    expect(pathAfterSwitch('/zen/preview', '', false)).toBe('/events/preview')
    expect(pathAfterZenOff('/zen/list', '/events/monthly')).toBe('/events/monthly')
  })

  it('keeps an open detail, and without a view to return to keeps the zen view', () => {
    expect(pathAfterZenOff('/zen/list/detail/e-7', '/events/standard')).toBe(
      '/events/list/detail/e-7',
    )
    expect(pathAfterZenOff('/zen/list', null)).toBe('/events/list')
  })

  it('remembers only classic feeds', () => {
    expect(pathAfterSwitch('/settings', '', true)).toBe('/zen/preview')
    expect(pathAfterSwitch('/zen/list', '', false)).toBe('/events/list')
  })
})
