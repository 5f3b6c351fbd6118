// The registered actions in the bulk bar: a button each, or on a phone an „Aktionen“ menu.
import { useState } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { Icon } from '@/components/ui/icon'
import type { ShownBulkAction } from '@/stores/bulk-actions'
import type { SelectedEntry } from '@/stores/entry-selection'
import { runBulkAction } from './run-bulk-action'

interface BulkActionButtonProps {
  shown: ShownBulkAction
  entries: readonly SelectedEntry[]
}

export function BulkActionButton({ shown, entries }: BulkActionButtonProps) {
  const [running, setRunning] = useState(false)
  const onPress = () => {
    setRunning(true)
    void runBulkAction(shown, entries).finally(() => setRunning(false))
  }
  return (
    <Button
      className="bulk-bar__button"
      isPending={running}
      // Still pressable: pressed, it says why it cannot run now (no hover needed on a phone).
      aria-disabled={shown.unavailableReason ? true : undefined}
      onPress={onPress}
    >
      <Icon name={shown.action.icon} size="small" />
      {shown.action.label}
    </Button>
  )
}

interface BulkActionMenuProps {
  actions: readonly ShownBulkAction[]
  entries: readonly SelectedEntry[]
}

export function BulkActionMenu({ actions, entries }: BulkActionMenuProps) {
  const byId = new Map(actions.map((shown) => [shown.action.id, shown]))
  return (
    <MenuTrigger>
      <Button className="bulk-bar__button">
        <Icon name="more-vertical" size="small" />
        Aktionen
      </Button>
      <Popover className="bulk-bar__popover" placement="top end">
        <Menu
          className="bulk-bar__menu"
          onAction={(id) => {
            const shown = byId.get(String(id))
            if (shown) void runBulkAction(shown, entries)
          }}
        >
          {actions.map(({ action, unavailableReason }) => (
            <MenuItem
              key={action.id}
              id={action.id}
              textValue={action.label}
              className={unavailableReason ? 'is-unavailable' : undefined}
            >
              <Icon name={action.icon} size="small" />
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
