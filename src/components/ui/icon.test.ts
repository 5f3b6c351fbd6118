import { afterEach, describe, expect, it, vi } from 'vitest'
import { iconPathFor, ICON_SIZES } from './icon'
import { iconPaths } from './icon-paths'

describe('icon set', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws a known icon without complaint', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(iconPathFor('calendar')).toBe(iconPaths.calendar)
    expect(warn).not.toHaveBeenCalled()
  })

  it('falls back to the close icon and names the unknown one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(iconPathFor('unicorn')).toBe(iconPaths.close)
    expect(warn).toHaveBeenCalledWith('No icon named unicorn exists')
  })

  it('knows the icon sizes in spacing units', () => {
    expect(ICON_SIZES).toEqual({ xs: 3, small: 4, medium: 5, large: 6, xl: 10, '2xl': 14 })
  })
})
