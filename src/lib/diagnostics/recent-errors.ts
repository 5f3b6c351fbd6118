// The last few errors the app met in this tab (uncaught errors and unhandled rejections), kept in
// memory only, so a support request can carry them when the user leaves its diagnostics on.
import { SUPPORT_ERRORS_MAX } from '@domain/support-limits'

const ERROR_TEXT_MAX_LENGTH = 300
const errors: string[] = []

function remember(reason: unknown) {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)
  // One line, as the support request takes it.
  const line = text.replace(/\p{Cc}+/gu, ' ').slice(0, ERROR_TEXT_MAX_LENGTH)
  errors.push(`${new Date().toISOString()} ${line}`)
  if (errors.length > SUPPORT_ERRORS_MAX) errors.shift()
}

/** Starts recording; called once at start. */
export function recordRecentErrors(): void {
  window.addEventListener('error', (event) => remember(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => remember(event.reason))
}

export const recentErrors = (): string[] => [...errors]
