// Where the skip links and the keyboard shortcuts of the agenda lead (docs/product.md#keyboard):
// the feed pages mark their search field and results with these ids; the frame moves focus there.

export const SEARCH_TARGET_ID = 'agenda-search'
export const RESULTS_TARGET_ID = 'agenda-results'

const isShown = (element: HTMLElement) => element.checkVisibility({ visibilityProperty: true })

/** Focuses the search field; false when the page has none (or a dialog keeps focus). */
export function focusSearch(): boolean {
  const field = document.getElementById(SEARCH_TARGET_ID)
  field?.focus()
  return field !== null && document.activeElement === field
}

/**
 * Focuses the first entry shown (entries mark themselves with data-entry), else the first control
 * of the results (a hint, "Erneut versuchen"), else the results themselves.
 */
export function focusResults(): boolean {
  const results = document.getElementById(RESULTS_TARGET_ID)
  if (!results) return false
  const shown = (selector: string) =>
    [...results.querySelectorAll<HTMLElement>(selector)].find(isShown)
  const target = shown('[data-entry]') ?? shown('a[href], button:not([disabled])') ?? results
  target.focus()
  return document.activeElement === target
}
