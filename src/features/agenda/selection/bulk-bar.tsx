// The bulk bar (docs/product.md#selection): shown while entries are selected, it counts them and
// offers „Auswahl aufheben“ and the actions features registered (src/stores/bulk-actions.ts). On a
// narrow bar (a phone, a squeezed column), actions beyond one go into a menu. Loaded with the first
// selection.
import { useMemo } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { Button, Toolbar } from 'react-aria-components'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { Icon } from '@/components/ui/icon'
import { isOnlineAtom } from '@/offline/network-status'
import { bulkActionsAtom, shownBulkActions } from '@/stores/bulk-actions'
import { clearSelectionAtom, selectionAtom } from '@/stores/entry-selection'
import { BulkActionButton, BulkActionMenu } from './bulk-bar-actions'
import { INLINE_ACTIONS, splitBulkActions } from './bulk-bar-layout'
import { useClearOnEscape } from './use-clear-on-escape'
import { useBulkBarSize } from './use-bulk-bar-size'
import './bulk-bar.css'

export default function BulkBar() {
  const selection = useAtomValue(selectionAtom)
  const entries = useMemo(() => [...selection.values()], [selection])
  const online = useAtomValue(isOnlineAtom)
  const registered = useAtomValue(bulkActionsAtom)
  const clear = useSetAtom(clearSelectionAtom)
  useClearOnEscape(clear)
  const { ref: barRef, narrow } = useBulkBarSize<HTMLDivElement>()
  const [number, noun] = plural(entries.length, ENTRY_COUNT).split(' ')
  const { inline, overflow } = splitBulkActions(
    shownBulkActions(registered, { entries, online }),
    narrow ? INLINE_ACTIONS.narrow : INLINE_ACTIONS.wide,
  )

  return (
    <Toolbar
      ref={barRef}
      className={narrow ? 'bulk-bar bulk-bar--narrow' : 'bulk-bar'}
      aria-label="Auswahl"
    >
      <p className="bulk-bar__count" role="status">
        {/* „3 ausgewählt“ on a phone, where „Termine“ is hidden from the eye only. */}
        {number} <span className="visually-hidden-on-phone">{noun}</span> ausgewählt
      </p>
      <div className="bulk-bar__actions">
        {inline.map((shown) => (
          <BulkActionButton key={shown.action.id} shown={shown} entries={entries} />
        ))}
        {overflow.length > 0 && <BulkActionMenu actions={overflow} entries={entries} />}
        <Button className="bulk-bar__button bulk-bar__clear" onPress={clear}>
          <Icon name="close" size="small" />
          <span className={narrow ? 'visually-hidden' : undefined}>Auswahl aufheben</span>
        </Button>
      </div>
    </Toolbar>
  )
}
