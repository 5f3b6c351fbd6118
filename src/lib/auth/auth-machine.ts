// The sign-in state machine (docs/product.md#auth-states) as a pure reducer: loading, then
// authenticated (with a decoded ticket) or unauthenticated (possibly with a German error to show).
import type { Profile } from './profile'

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; ticket: string; profile: Profile }
  | { status: 'unauthenticated'; error?: string }
  /** Leaving for the provider's logout: nothing may start a new sign-in meanwhile. */
  | { status: 'signing-out' }

export type AuthEvent =
  /** The silent session check found no session at the provider. */
  | { type: 'NO_SESSION' }
  /** A ticket arrived (stored, exchanged or renewed); profile is null when it cannot be decoded. */
  | { type: 'TICKET_ISSUED'; ticket: string; profile: Profile | null }
  /** The provider or the exchange failed; message is the German text for the user. */
  | { type: 'FAILED'; message: string }
  | { type: 'SIGN_OUT_STARTED' }
  /** Local logout (e.g. login_required): the session is gone without leaving the page. */
  | { type: 'SIGNED_OUT'; message?: string }

export const initialAuthState: AuthState = { status: 'loading' }

export const UNREADABLE_TICKET_MESSAGE =
  'Ihre Anmeldedaten konnten nicht gelesen werden. Bitte melden Sie sich erneut an.'

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  // Once the page is leaving for the provider's logout, late answers must not sign anyone in.
  if (state.status === 'signing-out') return state
  switch (event.type) {
    case 'NO_SESSION':
      return { status: 'unauthenticated' }
    case 'TICKET_ISSUED':
      return event.profile
        ? { status: 'authenticated', ticket: event.ticket, profile: event.profile }
        : { status: 'unauthenticated', error: UNREADABLE_TICKET_MESSAGE }
    case 'FAILED':
      return { status: 'unauthenticated', error: event.message }
    case 'SIGN_OUT_STARTED':
      return { status: 'signing-out' }
    case 'SIGNED_OUT':
      return event.message
        ? { status: 'unauthenticated', error: event.message }
        : { status: 'unauthenticated' }
  }
}
