// Printing only the selected entries (docs/product.md#selection): while the root carries the
// attribute, the print stylesheets leave every other entry, and days without a chosen one, off the
// paper; `afterprint` takes it away again. Nothing is loaded, so it works offline.

export const PRINT_SELECTION_ATTRIBUTE = 'data-print-selection'

export function printSelection(): void {
  const root = document.documentElement
  root.setAttribute(PRINT_SELECTION_ATTRIBUTE, '')
  const showAllAgain = () => root.removeAttribute(PRINT_SELECTION_ATTRIBUTE)
  window.addEventListener('afterprint', showAllAgain, { once: true })
  window.print()
}
