// The saved searches in their order: choose one with a click or Enter, reorder by dragging or
// with the keyboard (the handle, then arrow keys and Enter), and each one's action menu. Each
// names what it finds: its query and every filter, the top filter included.
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components'
import { Icon } from '@/components/ui/icon'
import type { SavedSearch } from './saved-search'
import { moveSearches } from './move-searches'
import { NoSavedSearches, SavedSearchRowText } from './saved-search-row-text'
import { SavedSearchMenu, type SavedSearchAction } from './saved-search-menu'
import './saved-search-list.css'

interface SavedSearchListProps {
  searches: SavedSearch[]
  currentId: string | null
  onChoose: (search: SavedSearch) => void
  onReorder: (reordered: SavedSearch[]) => void
  onAction: (search: SavedSearch, action: SavedSearchAction) => void
}

export default function SavedSearchList(props: SavedSearchListProps) {
  const { searches, currentId, onChoose, onReorder, onAction } = props
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const moved = new Set([...event.keys].map(String))
      onReorder(moveSearches(searches, moved, String(event.target.key), event.target.dropPosition))
    },
  })
  return (
    <GridList
      className="saved-search-list"
      aria-label="Gespeicherte Suchen"
      items={searches}
      // The rows show which search is current: re-render them when that changes.
      dependencies={[currentId]}
      dragAndDropHooks={dragAndDropHooks}
      onAction={(key) => {
        const search = searches.find((item) => item.id === key)
        if (search) onChoose(search)
      }}
      renderEmptyState={() => <NoSavedSearches />}
    >
      {(search) => (
        <GridListItem
          id={search.id}
          textValue={search.name}
          className={`saved-search-item ${search.id === currentId ? 'is-current' : ''}`}
        >
          <Button
            slot="drag"
            className="saved-search-item__handle"
            aria-label={`„${search.name}“ verschieben`}
          >
            <Icon name="drag-handle" size="small" />
          </Button>
          <SavedSearchRowText search={search} />
          <SavedSearchMenu
            search={search}
            isFirst={search.id === searches[0]?.id}
            isLast={search.id === searches.at(-1)?.id}
            onAction={(action) => onAction(search, action)}
          />
        </GridListItem>
      )}
    </GridList>
  )
}
