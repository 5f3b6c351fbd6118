// Saved-search rows as the filters API answers them, in the wire types the app reads
// (domain/saved-search-resource.ts).
import type {
  SavedSearchCollection,
  SavedSearchOwner,
  SavedSearchResource,
  SharedSearchResource,
} from '../../../domain/saved-search-resource'
import type { SavedSearchRow } from '../../db/schema/index'

export const FILTERS_PATH = '/filters/api/v1/filters'

export function toResource(row: SavedSearchRow): SavedSearchResource {
  return {
    name: row.name,
    filterRules: row.filterRules,
    isPublic: row.isPublic,
    order: row.sortOrder,
    notify: row.alertInApp,
    alerts: { inApp: row.alertInApp, mail: row.alertMail, push: row.alertPush },
    _links: { self: { href: `${FILTERS_PATH}/${row.id}` } },
  }
}

export function toCollection(rows: SavedSearchRow[]): SavedSearchCollection {
  return { _embedded: { filters: rows.map(toResource) } }
}

export function toSharedResource(
  row: SavedSearchRow,
  owner: SavedSearchOwner,
): SharedSearchResource {
  return { ...toResource(row), owner }
}
