// The cookie-consent information panel (docs/product.md#messages): pending after a visit to
// /cookies, shown by the app shell 1500 ms after load except on the unauthorized and consent pages.
import { atom } from 'jotai'

export const COOKIE_CONSENT_DELAY_MS = 1500

export const cookieConsentPendingAtom = atom(false)
