// Wire types of the filters API (SPEC §3, §7), HAL style: built by the server, read by the app.
// A saved search's id travels only as the last segment of its self link.
import type { FilterRule } from './filter-rules'

/** One saved search, as created, changed and listed. */
export interface SavedSearchResource {
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  order: number
  notify: boolean
  _links: { self: { href: string } }
}

/** GET …/filters: the user's saved searches in their order. */
export interface SavedSearchCollection {
  /** Always sent by this server; HAL may leave it out for an empty list, so readers default it. */
  _embedded?: { filters: SavedSearchResource[] }
}

export interface SavedSearchOwner {
  name: string
  isCurrentUser: boolean
}

/** GET …/filters/{id}: a search of the user's own or another user's public one (a shared link). */
export interface SharedSearchResource extends SavedSearchResource {
  owner: SavedSearchOwner
}
