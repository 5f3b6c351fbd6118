// The bulk bar's size, measured by one observer:
// - its height, kept in --bulk-bar-height while it is shown: the message bar, the Zen prompt and
//   the cookie notice float at the foot of the window, where the bar sticks, and rise above it;
// - whether it is narrow: on a phone, and on a desktop whose agenda column is squeezed (the
//   folders sidebar open beside the side columns). A narrow bar shows one action and the
//   „Aktionen“ menu, as on a phone, instead of a column of buttons.
import { useLayoutEffect, useRef, useState } from 'react'

/** Below this width the bar's buttons would no longer fit in a row (about 35rem). */
const NARROW_BAR_PX = 560

export function useBulkBarSize<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement.style
    const measure = () => {
      root.setProperty('--bulk-bar-height', `${bar.offsetHeight}px`)
      // Width 0 means not laid out (yet): nothing to decide on, the bar keeps its wide form.
      const width = bar.clientWidth
      setNarrow(width > 0 && width < NARROW_BAR_PX)
    }
    // Measured before the first paint too, so a phone never shows the wide bar for a frame.
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.removeProperty('--bulk-bar-height')
    }
  }, [])
  return { ref, narrow }
}
