// Keyboard reading of a list: ArrowDown/ArrowUp move focus between the entries (elements marked
// data-entry), Home/End jump to the ends. Enter then opens the focused entry, as links do. From an
// entry's star or selection box the arrows move on as from the entry itself.
import { useCallback, type KeyboardEvent, type RefObject } from 'react'

const ENTRY_SELECTOR = '[data-entry]'

/** The entry with what sits beside it: its actions (the star) and its selection box. */
const holderOf = (entry: HTMLElement) =>
  entry.closest<HTMLElement>('.selectable-entry') ??
  entry.closest<HTMLElement>('[data-entry-frame]') ??
  entry

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
      const active = document.activeElement
      const current = entries.findIndex((entry) => holderOf(entry).contains(active))
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
