// „Ohne Berichterstattung“ in an open folder (docs/product.md#coverage): a toggle that narrows the
// entries to those nobody covers (no coverage, or only called-off ones), with their count.
import { useState } from 'react'
import { isCovered } from '@domain/coverage'
import { Button } from '@/components/ui/button'
import type { FolderItemView } from '../folder-view'

export interface UncoveredFilter<Item> {
  on: boolean
  toggle: () => void
  /** The entries to show: all, or only the uncovered ones while on. */
  items: readonly Item[]
  uncoveredCount: number
}

export function useUncoveredFilter<Item extends FolderItemView>(
  items: readonly Item[],
): UncoveredFilter<Item> {
  const [on, setOn] = useState(false)
  const uncovered = items.filter((item) => !isCovered(item.coverages ?? []))
  return {
    on,
    toggle: () => setOn((value) => !value),
    items: on ? uncovered : items,
    uncoveredCount: uncovered.length,
  }
}

export function UncoveredToggle({ filter }: { filter: UncoveredFilter<unknown> }) {
  return (
    <Button
      variant="secondary"
      className="coverage-filter"
      aria-pressed={filter.on}
      onClick={filter.toggle}
    >
      Ohne Berichterstattung ({filter.uncoveredCount})
    </Button>
  )
}
