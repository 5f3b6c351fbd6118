// Keyboard reading of a list: ArrowDown/ArrowUp move focus between the entries (elements marked
// data-entry), Home/End jump to the ends. Enter then opens the focused entry, as links do.
import { useCallback, type KeyboardEvent, type RefObject } from 'react'

const ENTRY_SELECTOR = '[data-entry]'

export function useArrowNavigation(
  containerRef: RefObject<HTMLElement | null>,
  /** For virtualized lists: bring a row index into view so its entry exists in the DOM. */
  revealIndex?: (index: number) => void,
) {
  return useCallback(
    (event: KeyboardEvent) => {
      const keys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft']
      if (!keys.includes(event.key)) return
      const container = containerRef.current
      if (!container) return
      const entries = [...container.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)]
      const current = entries.findIndex((entry) => entry.contains(document.activeElement))
      const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight'
      const next = entries[current + (forward ? 1 : -1)] as HTMLElement | undefined
      event.preventDefault()
      if (next) {
        next.focus()
        next.scrollIntoView({ block: 'nearest' })
        return
      }
      // At the edge of the rendered window: reveal the neighbouring row, then focus it.
      const focused = entries[current]
      const row = focused?.closest<HTMLElement>('[data-index]')
      if (!focused || !row || !revealIndex) return
      const target = Number(row.dataset.index) + (forward ? 2 : -2)
      revealIndex(Math.max(0, target))
      requestAnimationFrame(() => {
        const fresh = [...container.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)]
        const index = fresh.indexOf(focused)
        fresh[index + (forward ? 1 : -1)]?.focus()
      })
    },
    [containerRef, revealIndex],
  )
}
