// Where the bulk bar appears: nothing until an entry is selected, then the bar, whose code loads
// with that first selection so the feed's first screen does not carry it.
import { useAtomValue } from 'jotai'
import { onDemand } from '@/lib/react/on-demand'
import { selectionAtom } from '@/stores/entry-selection'

const bulkBar = onDemand(() => import('./bulk-bar'))

export function BulkBarSlot() {
  return useAtomValue(selectionAtom).size > 0 ? <bulkBar.Component /> : null
}
