// A saved search as the app uses it, and how it is read from the filters API's HAL resource
// (the id travels only as the last segment of the self link).
import type { FilterRule } from '@domain/filter-rules'
import type { SavedSearchAlerts, SavedSearchResource } from '@domain/saved-search-resource'

export const FILTERS_URL = 'filters/filters'

export interface SavedSearch {
  id: string
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  order: number
  alerts: SavedSearchAlerts
  /** Made offline and not yet on the server; its id is a temporary one. */
  pending?: boolean
}

/** What a user edits: everything but the id and the server's order. */
export type SavedSearchFields = Pick<SavedSearch, 'name' | 'filterRules' | 'isPublic' | 'alerts'>

export function idFromSelfLink(href: string): string {
  return decodeURIComponent(href.slice(href.lastIndexOf('/') + 1))
}

export function toSavedSearch(resource: SavedSearchResource): SavedSearch {
  return {
    id: idFromSelfLink(resource._links.self.href),
    name: resource.name,
    filterRules: resource.filterRules,
    isPublic: resource.isPublic,
    order: resource.order,
    alerts: resource.alerts,
  }
}

export const savedSearchUrl = (id: string) => `${FILTERS_URL}/${encodeURIComponent(id)}`
