// What a saved search's row says, in the light list and the interactive one alike: its name,
// what it finds (its query and every filter, the top filter included) and its badges.
import { describeSearch } from '@domain/labels/filter-rule-labels'
import type { SavedSearch } from './saved-search'

export function SavedSearchRowText({ search }: { search: SavedSearch }) {
  return (
    <>
      <span className="saved-search-item__text">
        <span className="saved-search-item__name">{search.name}</span>
        <span className="saved-search-item__filters">
          {describeSearch(search.filterRules) || 'Alle Einträge'}
        </span>
      </span>
      {search.pending && <span className="saved-search-item__badge">wartet</span>}
      {search.isPublic && <span className="saved-search-item__badge">öffentlich</span>}
    </>
  )
}

export function NoSavedSearches() {
  return (
    <p className="saved-search-list__empty">
      Noch keine gespeicherten Suchen. Suchen oder filtern Sie und wählen Sie „Suche speichern“.
    </p>
  )
}
