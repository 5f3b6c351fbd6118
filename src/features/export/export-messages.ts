import { HttpError } from '@/lib/http/http-error'
import { showMessage } from '@/stores/message-bar'

/** What an export makes, as its messages name it. */
export const EXPORT_SUBJECTS = { calendar: 'Der Kalender', pdf: 'Das PDF' } as const

// Said wherever an export cannot start: without a connection no file can be made.
export const EXPORT_NEEDS_CONNECTION =
  'Exportieren braucht eine Verbindung zum Server. Bitte versuchen Sie es wieder, wenn Sie online sind.'

/** Says so in the message bar: an export pressed offline. */
export const showExportNeedsConnection = (store?: Parameters<typeof showMessage>[1]) =>
  showMessage({ type: 'error', text: EXPORT_NEEDS_CONNECTION, icon: 'wifi-off' }, store)

/** Why „Der Kalender“ or „Das PDF“ was not made, with the server's reason where it gave one. */
export function failureText(what: string, error: unknown): string {
  const reason = error instanceof HttpError ? error.userMessage : null
  return reason
    ? `${what} konnte nicht erstellt werden: ${reason}`
    : `${what} konnte nicht erstellt werden.`
}
