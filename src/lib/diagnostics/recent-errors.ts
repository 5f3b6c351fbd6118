// The last few errors the app met in this tab (uncaught errors and unhandled rejections), kept in
// memory only, so a support request can carry them when the user leaves its diagnostics on. This
// part runs from the start and only keeps them; recent-error-lines.ts words them when asked.
import { SUPPORT_ERRORS_MAX } from '@domain/support-limits'

export interface RecentError {
  at: Date
  reason: unknown
}

const errors: RecentError[] = []

function remember(reason: unknown) {
  errors.push({ at: new Date(), reason })
  if (errors.length > SUPPORT_ERRORS_MAX) errors.shift()
}

/** Starts recording; called once at start. */
export function recordRecentErrors(): void {
  window.addEventListener('error', (event) => remember(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => remember(event.reason))
}

export const recentErrorReasons = (): readonly RecentError[] => [...errors]
