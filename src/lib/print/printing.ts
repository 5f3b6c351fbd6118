// Whether the page is being printed (docs/product.md#printing), for parts that draw differently on
// paper: the virtualized list prints every loaded entry, the print header the time of printing.
import { useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

const listeners = new Set<() => void>()
const printMedia = window.matchMedia('print')
let printStart: number | null = null

function followPrint(printing: boolean) {
  if (printing === (printStart !== null)) return
  printStart = printing ? Date.now() : null
  // Synchronously: the browser lays the page out for paper right after `beforeprint` returns, so
  // whatever prints differently must be in the document by then.
  flushSync(() => listeners.forEach((listener) => listener()))
}
const followPrintMedia = () => followPrint(printMedia.matches)
window.addEventListener('beforeprint', () => followPrint(true))
window.addEventListener('afterprint', followPrintMedia)
// Print media without those events: a print preview emulated by developer tools or tests.
printMedia.addEventListener('change', followPrintMedia)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * When the page began to be printed (between `beforeprint` and `afterprint`, or in print media),
 * or null while it is not.
 */
export function usePrintStart(): number | null {
  return useSyncExternalStore(subscribe, () => printStart)
}
