// Turns the identity provider's errors (docs/product.md#errors) into German messages and says which
// of them end the local session.
export interface ProviderErrorOutcome {
  code: string
  message: string
  /** The provider session is gone: forget the local one too. */
  localLogout: boolean
}

const AGAIN = 'Bitte melden Sie sich erneut an.'

const MESSAGES: Record<string, { message: string; localLogout: boolean }> = {
  timeout: {
    message: `Die Anmeldung hat zu lange gedauert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`,
    localLogout: false,
  },
  cancelled: {
    message: 'Die Anmeldung wurde abgebrochen, weil das Anmeldefenster geschlossen wurde.',
    localLogout: false,
  },
  mfa_required: {
    message: `Für Ihr Konto ist eine zusätzliche Bestätigung (Zwei-Faktor-Anmeldung) nötig. ${AGAIN}`,
    localLogout: false,
  },
  missing_refresh_token: { message: `Ihre Sitzung ist abgelaufen. ${AGAIN}`, localLogout: true },
  state_mismatch: {
    message: `Die Anmeldung konnte nicht sicher abgeschlossen werden. ${AGAIN}`,
    localLogout: false,
  },
  missing_transaction: {
    message: `Die Anmeldung wurde nicht in diesem Browser begonnen oder ist abgelaufen. ${AGAIN}`,
    localLogout: false,
  },
  login_required: { message: `Ihre Sitzung ist beendet. ${AGAIN}`, localLogout: true },
  invalid_grant: { message: `Ihre Sitzung ist abgelaufen. ${AGAIN}`, localLogout: true },
  access_denied: {
    message: 'Die Anmeldung wurde abgelehnt. Bitte wenden Sie sich an den Kundenservice.',
    localLogout: false,
  },
}

const FALLBACK = 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es in Kürze erneut.'

export function providerErrorOutcome(error: unknown): ProviderErrorOutcome {
  const code =
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string'
      ? error.error
      : 'unknown'
  const known = MESSAGES[code]
  return { code, message: known?.message ?? FALLBACK, localLogout: known?.localLogout ?? false }
}
