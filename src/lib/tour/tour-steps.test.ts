import { describe, expect, it } from 'vitest'
import { tourSteps } from './tour-steps'

/** happy-dom lays nothing out: an element counts as shown when the test says so. */
function page(html: string, shown: string[]) {
  document.body.innerHTML = html
  for (const element of document.body.querySelectorAll('*')) {
    const rects = shown.some((selector) => element.matches(selector))
      ? [new DOMRect(0, 0, 10, 10)]
      : []
    element.getClientRects = () => rects as unknown as DOMRectList
  }
  return document
}

describe('tourSteps', () => {
  it('leaves out the steps whose part of the page is missing or hidden', () => {
    const root = page(
      '<nav class="view-mode-tabs"></nav><div class="search-field"></div><div class="saved-searches" hidden></div><div class="help-menu"></div>',
      ['.view-mode-tabs', '.search-field', '.help-menu'],
    )
    expect(tourSteps('classic', root).map((step) => step.title)).toEqual([
      'Willkommen in der Agenda',
      'Ansichten',
      'Suchen',
      'Hilfe',
    ])
  })

  it('tells the Zen tour from the classic one', () => {
    const root = page('<nav class="zen-nav"></nav><div class="zen-toggle"></div>', [
      '.zen-nav',
      '.zen-toggle',
    ])
    expect(tourSteps('zen', root).map((step) => step.title)).toEqual([
      'Willkommen in der Einfachen Darstellung',
      'Ressorts und Landesdienste',
      'Klassische Darstellung',
    ])
  })
})
