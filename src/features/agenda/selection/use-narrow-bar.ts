// Whether the bulk bar is narrow: on a phone, and on a desktop whose agenda column has been
// squeezed (the folders sidebar open beside the side columns). A narrow bar shows one action and
// the „Aktionen“ menu, as on a phone, instead of a column of buttons.
import { useLayoutEffect, useState, type RefObject } from 'react'

/** Below this width the bar's buttons would no longer fit in a row (about 35rem). */
const NARROW_BAR_PX = 560

export function useNarrowBar(bar: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const element = bar.current
    if (!element) return
    // Width 0 means not laid out (yet): nothing to decide on, the bar keeps its wide form.
    const measure = () => {
      const width = element.clientWidth
      setNarrow(width > 0 && width < NARROW_BAR_PX)
    }
    // Measured before the first paint too, so a phone never shows the wide bar for a frame.
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [bar])
  return narrow
}
