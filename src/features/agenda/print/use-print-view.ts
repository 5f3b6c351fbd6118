// „Drucken“ for a list view (docs/product.md#printing): online, the pages of the range not yet
// read are read first, so the paper holds the whole range and not only what was scrolled to;
// offline, or when a page cannot be read, the paper holds what is loaded and says so at its end.
// The print starts from an effect, after the last page is rendered: the printed list takes its
// entries from the render, not from the answer.
import { useEffect, useRef, useState } from 'react'
import { isOffline } from '@/offline/network-status'

/** What of the list's reading the print waits for (useEventSearch). */
export interface PrintableList {
  nextCursor: string | null
  loadingMore: boolean
  errorMessage: string | null
  loadMore: () => void
}

export function usePrintView(list: PrintableList | null) {
  // Each press is one request; the effect remembers which it printed, so a render after the
  // print does not print again.
  const [requested, setRequested] = useState(0)
  const printed = useRef(0)
  const complete = !list || list.nextCursor === null || list.errorMessage !== null || isOffline()
  const loadMore = list?.loadMore
  const loadingMore = list?.loadingMore ?? false

  useEffect(() => {
    if (requested === printed.current) return
    if (!complete) {
      // A no-op while a page is on its way; the next cursor runs this again.
      if (!loadingMore) loadMore?.()
      return
    }
    printed.current = requested
    window.print()
  }, [requested, complete, loadingMore, loadMore])

  return {
    print: () => setRequested((count) => count + 1),
    preparing: requested > 0 && !complete,
  }
}
