// The saved searches as light markup: each one a button that chooses it, drawn like the rows of
// the interactive list (docs/architecture.md#start-up). The drag-and-drop list and its menus load
// when the reader reaches for the column, and replace these rows where they stand.
import { Icon } from '@/components/ui/icon'
import type { SavedSearch } from './saved-search'
import { NoSavedSearches, SavedSearchRowText } from './saved-search-row-text'
import './saved-search-list.css'

interface SavedSearchLinksProps {
  searches: SavedSearch[]
  currentId: string | null
  onChoose: (search: SavedSearch) => void
}

export function SavedSearchLinks({ searches, currentId, onChoose }: SavedSearchLinksProps) {
  if (searches.length === 0) {
    return (
      <div className="saved-search-list saved-search-list--light">
        <NoSavedSearches />
      </div>
    )
  }
  return (
    <ul className="saved-search-list saved-search-list--light" aria-label="Gespeicherte Suchen">
      {searches.map((search) => (
        <li key={search.id}>
          <button
            type="button"
            className={`saved-search-item ${search.id === currentId ? 'is-current' : ''}`}
            data-search-id={search.id}
            aria-current={search.id === currentId ? 'true' : undefined}
            onClick={() => onChoose(search)}
          >
            {/* Where the handle and the menu will be: the row keeps its layout when they come. */}
            <span className="saved-search-item__handle" aria-hidden="true">
              <Icon name="drag-handle" size="small" />
            </span>
            <SavedSearchRowText search={search} />
            <span className="saved-search-item__menu" aria-hidden="true">
              <Icon name="more-vertical" size="small" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
