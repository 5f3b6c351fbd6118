// The message bar, the Zen prompt and the cookie notice float at the foot of the window, where the
// bulk bar sticks: while the bulk bar is shown its height is kept in --bulk-bar-height, and they
// rise above it.
import { useLayoutEffect, useRef } from 'react'

export function useReservedRoom<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => {
      root.setProperty('--bulk-bar-height', `${bar.offsetHeight}px`)
    })
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.removeProperty('--bulk-bar-height')
    }
  }, [])
  return ref
}
