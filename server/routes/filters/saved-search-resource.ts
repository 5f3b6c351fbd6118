// The HAL shape the app reads (SPEC §3, §7): the id travels only as the last segment of the
// self link, the list sits under _embedded.filters.
import type { FilterRule } from '../../../domain/filter-rules'
import type { SavedSearchRow } from '../../db/schema/index'

export const FILTERS_PATH = '/filters/api/v1/filters'

export interface SavedSearchResource {
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  order: number
  notify: boolean
  _links: { self: { href: string } }
}

export function toResource(row: SavedSearchRow): SavedSearchResource {
  return {
    name: row.name,
    filterRules: row.filterRules,
    isPublic: row.isPublic,
    order: row.sortOrder,
    notify: row.notify,
    _links: { self: { href: `${FILTERS_PATH}/${row.id}` } },
  }
}

export function toCollection(rows: SavedSearchRow[]) {
  return { _embedded: { filters: rows.map(toResource) } }
}
