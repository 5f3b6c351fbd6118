// The actions of one saved search in the navigation: edit (rename), share, subscribe to its
// calendar, move, delete.
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { Icon } from '@/components/ui/icon'
import type { SavedSearch } from './saved-search'
import './saved-search-list.css'

export type SavedSearchAction = 'edit' | 'share' | 'calendar' | 'up' | 'down' | 'delete'

interface SavedSearchMenuProps {
  search: SavedSearch
  isFirst: boolean
  isLast: boolean
  onAction: (action: SavedSearchAction) => void
}

export function SavedSearchMenu({ search, isFirst, isLast, onAction }: SavedSearchMenuProps) {
  const disabledKeys = [
    ...(isFirst ? ['up'] : []),
    ...(isLast ? ['down'] : []),
    // A search waiting for a connection has no link, and no calendar, yet.
    ...(search.pending ? ['share', 'calendar'] : []),
  ]
  return (
    <MenuTrigger>
      <Button className="saved-search-item__menu" aria-label={`Aktionen für „${search.name}“`}>
        <Icon name="more-vertical" size="small" />
      </Button>
      <Popover className="saved-search-popover" placement="bottom end">
        <Menu
          className="saved-search-menu"
          disabledKeys={disabledKeys}
          onAction={(key) => onAction(key as SavedSearchAction)}
        >
          <MenuItem id="edit">Umbenennen und Einstellungen</MenuItem>
          <MenuItem id="share">Teilen</MenuItem>
          <MenuItem id="calendar">Kalender abonnieren</MenuItem>
          <MenuItem id="up">Nach oben</MenuItem>
          <MenuItem id="down">Nach unten</MenuItem>
          <MenuItem id="delete" className="saved-search-menu__danger">
            Löschen
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
