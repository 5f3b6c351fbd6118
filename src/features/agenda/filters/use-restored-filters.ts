import { useEffect } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { filtersAtom, filtersRestoredAtom, restoreFiltersAtom } from '@/stores/feed-filters'

/** The reader's filters, restored from the device on first use; `restored` is false until then. */
export function useRestoredFilters() {
  const restore = useSetAtom(restoreFiltersAtom)
  const restored = useAtomValue(filtersRestoredAtom)
  const filters = useAtomValue(filtersAtom)
  useEffect(() => {
    void restore()
  }, [restore])
  return { filters, restored }
}
