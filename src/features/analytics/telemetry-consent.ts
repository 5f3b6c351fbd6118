// The user's choice in the cookie panel (or settings › Datenschutz) about the two optional
// categories. Kept on this device only; null until the user decided, which counts as no.
import { atom } from 'jotai'

export interface TelemetryConsent {
  /** Anonymous use of features counted with Matomo. */
  analytics: boolean
  /** Error reports without personal data. */
  errorReports: boolean
}

const CONSENT_KEY = 'agenda-telemetry-consent'

function readConsent(): TelemetryConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as unknown
    if (typeof stored !== 'object' || stored === null) return null
    const { analytics, errorReports } = stored as Partial<TelemetryConsent>
    return { analytics: analytics === true, errorReports: errorReports === true }
  } catch {
    return null
  }
}

const consentAtom = atom<TelemetryConsent | null>(readConsent())

export const telemetryConsentAtom = atom(
  (get) => get(consentAtom),
  (_get, set, consent: TelemetryConsent) => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent))
    set(consentAtom, consent)
  },
)
