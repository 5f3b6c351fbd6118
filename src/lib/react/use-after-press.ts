// Holds a change of the markup back while the reader is pressing inside it: an element replaced
// between its press and its release never receives the click, and the choice is lost. The light
// saved-search rows hand over to the full list this way (docs/architecture.md#start-up).
import { useCallback, useEffect, useRef, type RefObject } from 'react'

const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'] as const

/**
 * Watches presses inside `area`; the function it returns runs a change now, or once the press
 * under way has ended and its click has been dispatched.
 */
export function useAfterPress(area: RefObject<HTMLElement | null>): (change: () => void) => void {
  const waiting = useRef<(() => void) | null>(null)
  const pressing = useRef(false)

  useEffect(() => {
    const element = area.current
    if (!element) return
    const ended = () => {
      stopListening()
      pressing.current = false
      const change = waiting.current
      waiting.current = null
      // The click follows the release in the same input event: a task later it has been handled.
      if (change) setTimeout(change)
    }
    // On the window: a press may end outside the element it began in.
    const stopListening = () => {
      for (const type of PRESS_ENDS) window.removeEventListener(type, ended, true)
    }
    const started = (event: Event) => {
      // Space presses a button on its release; Enter at once, so it is no press to wait for.
      if (event instanceof KeyboardEvent && event.key !== ' ') return
      if (pressing.current) return
      pressing.current = true
      for (const type of PRESS_ENDS) window.addEventListener(type, ended, true)
    }
    element.addEventListener('pointerdown', started)
    element.addEventListener('keydown', started)
    return () => {
      element.removeEventListener('pointerdown', started)
      element.removeEventListener('keydown', started)
      stopListening()
    }
  }, [area])

  return useCallback((change: () => void) => {
    if (pressing.current) waiting.current = change
    else change()
  }, [])
}
