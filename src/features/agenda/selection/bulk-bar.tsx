// The bulk bar (docs/product.md#selection): shown while entries are selected, it counts them and
// offers „Auswahl aufheben“ and the actions features registered (src/stores/bulk-actions.ts). On a
// phone, actions beyond one go into a menu. Loaded with the first selection.
import { useMemo } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { Button, Toolbar } from 'react-aria-components'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { Icon } from '@/components/ui/icon'
import { useMediaQuery } from '@/lib/react/use-media-query'
import { isOnlineAtom } from '@/offline/network-status'
import { bulkActionsAtom, shownBulkActions } from '@/stores/bulk-actions'
import { clearSelectionAtom, selectionAtom } from '@/stores/entry-selection'
import { BulkActionButton, BulkActionMenu } from './bulk-bar-actions'
import { INLINE_ACTIONS, splitBulkActions } from './bulk-bar-layout'
import { useClearOnEscape } from './use-clear-on-escape'
import { useReservedRoom } from './use-reserved-room'
import './bulk-bar.css'

const PHONE_QUERY = '(max-width: 40rem)'

export default function BulkBar() {
  const selection = useAtomValue(selectionAtom)
  const entries = useMemo(() => [...selection.values()], [selection])
  const online = useAtomValue(isOnlineAtom)
  const registered = useAtomValue(bulkActionsAtom)
  const clear = useSetAtom(clearSelectionAtom)
  const phone = useMediaQuery(PHONE_QUERY)
  useClearOnEscape(clear)
  const barRef = useReservedRoom<HTMLDivElement>()
  const [number, noun] = plural(entries.length, ENTRY_COUNT).split(' ')
  const { inline, overflow } = splitBulkActions(
    shownBulkActions(registered, { entries, online }),
    phone ? INLINE_ACTIONS.phone : INLINE_ACTIONS.desktop,
  )

  return (
    <Toolbar ref={barRef} className="bulk-bar" aria-label="Auswahl">
      <p className="bulk-bar__count" role="status">
        {/* „3 ausgewählt“ on a phone, where „Termine“ is hidden from the eye only. */}
        {number} <span className="bulk-bar__noun">{noun}</span> ausgewählt
      </p>
      <div className="bulk-bar__actions">
        {inline.map((shown) => (
          <BulkActionButton key={shown.action.id} shown={shown} entries={entries} />
        ))}
        {overflow.length > 0 && <BulkActionMenu actions={overflow} entries={entries} />}
        <Button className="bulk-bar__button bulk-bar__clear" onPress={clear}>
          <Icon name="close" size="small" />
          <span className="bulk-bar__label">Auswahl aufheben</span>
        </Button>
      </div>
    </Toolbar>
  )
}
