// Escape clears the selection, unless another part of the page takes the key: an open dialog or
// the detail panel (Escape closes it first), a menu, a field being typed in, or a handler that
// already used it.
import { useEffect } from 'react'

const DIALOG = '[role="dialog"], dialog[open]'
const TAKES_ESCAPE =
  'input:not([type="checkbox"]), textarea, select, [contenteditable], [role="menu"]'

/** A dialog shown now; a popover one (the search help) only while it is open. */
function isDialogOpen(): boolean {
  return [...document.querySelectorAll(DIALOG)].some(
    (dialog) => !dialog.hasAttribute('popover') || dialog.matches(':popover-open'),
  )
}

export function useClearOnEscape(clear: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (event.target instanceof Element && event.target.closest(TAKES_ESCAPE)) return
      if (isDialogOpen()) return
      clear()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [clear])
}
