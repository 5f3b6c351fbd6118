// The identity provider's errors in German (docs/product.md#errors). They load with its library
// (provider-library.ts): an error from the provider comes after its library has loaded, offline too.
import { providerErrorCode } from './provider-errors'

const AGAIN = 'Bitte melden Sie sich erneut an.'
const EXPIRED = `Ihre Sitzung ist abgelaufen. ${AGAIN}`

const MESSAGES: Record<string, string> = {
  timeout: `Die Anmeldung hat zu lange gedauert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`,
  cancelled: 'Die Anmeldung wurde abgebrochen, weil das Anmeldefenster geschlossen wurde.',
  mfa_required: `Für Ihr Konto ist eine zusätzliche Bestätigung (Zwei-Faktor-Anmeldung) nötig. ${AGAIN}`,
  missing_refresh_token: EXPIRED,
  state_mismatch: `Die Anmeldung konnte nicht sicher abgeschlossen werden. ${AGAIN}`,
  missing_transaction: `Die Anmeldung wurde nicht in diesem Browser begonnen oder ist abgelaufen. ${AGAIN}`,
  login_required: `Ihre Sitzung ist beendet. ${AGAIN}`,
  invalid_grant: EXPIRED,
  access_denied: 'Die Anmeldung wurde abgelehnt. Bitte wenden Sie sich an den Kundenservice.',
}

const FALLBACK = 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es in Kürze erneut.'

export function providerErrorMessage(error: unknown): string {
  return MESSAGES[providerErrorCode(error)] ?? FALLBACK
}
