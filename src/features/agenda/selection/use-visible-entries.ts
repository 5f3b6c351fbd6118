// A view tells the selection which entries it shows, in the order it draws them: the order Shift
// ranges run in and what „Alle sichtbaren auswählen“ takes (docs/product.md#selection).
import { useLayoutEffect } from 'react'
import { useSetAtom } from 'jotai'
import { visibleEntriesAtom, type EntryOccurrence } from '@/stores/entry-selection'

export function useVisibleEntries(occurrences: readonly EntryOccurrence[]) {
  const setVisible = useSetAtom(visibleEntriesAtom)
  useLayoutEffect(() => {
    setVisible(occurrences)
    return () => setVisible([])
  }, [occurrences, setVisible])
}
