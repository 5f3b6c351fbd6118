// „Drucken“ in the bulk bar (docs/product.md#selection): prints the view with only the selected
// entries, after the export actions.
import { registerBulkAction } from '@/stores/bulk-actions'
import { printSelection } from './print-selection'

/** Registers the action; returns the function that takes it out again. */
export function registerPrintBulkAction(store?: Parameters<typeof registerBulkAction>[1]) {
  return registerBulkAction(
    {
      id: 'print-selection',
      label: 'Drucken',
      icon: 'printer',
      order: 300,
      run: printSelection,
    },
    store,
  )
}
