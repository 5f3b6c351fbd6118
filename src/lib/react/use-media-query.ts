// Whether a CSS media query matches now, following changes (a window resized, a phone turned).
import { useCallback, useSyncExternalStore } from 'react'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** The width from which the classic layout shows its side columns (64rem, as in the CSS). */
export const DESKTOP_QUERY = '(min-width: 64rem)'
