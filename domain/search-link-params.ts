// The address parameters of a search (docs/product.md#search-links), apart from search-link.ts
// and its query syntax so that the start can drop a search without loading them.
export const SEARCH_TEXT_PARAM = 'q'
export const FILTER_PARAM = 'filter'
/** A saved search chosen or linked (docs/product.md#saved-searches). */
export const FILTER_ID_PARAM = 'filterId'

/** The part of URLSearchParams a search is written with (domain/ is compiled without the DOM). */
export interface WritableParams {
  delete(name: string): void
  append(name: string, value: string): void
}

/** Removes the whole search from `params`, a saved search's own link included. */
export function removeSearchLink(params: WritableParams) {
  for (const name of [SEARCH_TEXT_PARAM, FILTER_PARAM, FILTER_ID_PARAM]) params.delete(name)
}
