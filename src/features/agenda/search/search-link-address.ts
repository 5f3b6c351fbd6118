import { FILTER_ID_PARAM, FILTER_PARAM, SEARCH_TEXT_PARAM } from '@domain/search-link-params'

const SEARCH_LINK_PARAMS = [SEARCH_TEXT_PARAM, FILTER_PARAM, FILTER_ID_PARAM]

/**
 * The query string of another view or day with the same search (docs/product.md#search-links):
 * `params` plus the current address's search parameters, so a link opened elsewhere (a new tab, a
 * copied address) shows the same entries, not the filters stored on that device.
 */
export function withSearchLink(currentSearch: string, params: Record<string, string>): string {
  const current = new URLSearchParams(currentSearch)
  const query = new URLSearchParams(params)
  for (const name of SEARCH_LINK_PARAMS) {
    for (const value of current.getAll(name)) query.append(name, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}
