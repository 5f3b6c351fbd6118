// Whether the browser believes it is online, for code (isOffline) and for the UI (isOnlineAtom).
// The auth layer uses it to open signed in from the stored ticket instead of an unreachable provider.
import { externalValueAtom } from './external-value-atom'

export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine

/** Calls back on every change of the online flag; returns the unsubscribe function. */
export function onOnlineChange(callback: () => void): () => void {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

/** Resolves at once when online, otherwise at the next `online` event. */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve()
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  )
}

export const isOnlineAtom = externalValueAtom(() => !isOffline(), onOnlineChange)
