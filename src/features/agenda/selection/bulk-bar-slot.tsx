// Where the bulk bar appears: nothing until an entry is selected, then the bar, whose code and the
// features' actions (bulk-action-sources.ts) load with that first selection, so neither the feed's
// first screen nor its start carries them. Each new selection asks again for actions whose code
// failed to load (a dropped connection, a deployment that replaced the files).
import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { onDemand } from '@/lib/react/on-demand'
import { loadBulkActions } from '@/stores/bulk-action-sources'
import { selectionAtom } from '@/stores/entry-selection'

const bulkBar = onDemand(async () => {
  const [bar] = await Promise.all([import('./bulk-bar'), loadBulkActions()])
  return bar
})

export function BulkBarSlot() {
  const selecting = useAtomValue(selectionAtom).size > 0
  useEffect(() => {
    if (selecting) void loadBulkActions()
  }, [selecting])
  return selecting ? <bulkBar.Component /> : null
}
