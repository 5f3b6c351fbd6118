// The end of a session (loaded on demand: by a sign-out, a refused renewal, or a start that finds a
// sign-out made offline): the user's data leaves the device, the ticket's session and the
// provider's tokens are revoked, and the provider logs out, returning to the site origin.
import type { Auth0Client } from '@auth0/auth0-spa-js'
import { isOffline, whenOnline } from '@/offline/network-status'
import { provider } from './provider-client'
import { dispatchAuth } from './session-state'
import { pendingSignOut, ticketStorage } from './ticket-storage'
import { signOutAtServer } from './useradmin-api'

/**
 * Ends the session for good: `forgetDevice` clears the user's data, then the ticket's session and
 * the provider's tokens are revoked and the provider logs out, returning to the site origin.
 * Offline the app restarts signed out, and the revocation and logout follow once it is online.
 */
export async function endSession(forgetDevice?: () => Promise<void>): Promise<void> {
  dispatchAuth({ type: 'SIGN_OUT_STARTED' })
  await forgetDevice?.()
  pendingSignOut.begin(ticketStorage.read())
  ticketStorage.clear()
  if (isOffline()) return location.replace(`${location.origin}${import.meta.env.BASE_URL}`)
  await completeSignOut()
}

/** Revokes what the sign-out left and leaves for the provider's logout. */
async function completeSignOut(): Promise<void> {
  const auth = await provider()
  await revokeTokens(auth, pendingSignOut.ticket()).catch((error: unknown) => {
    console.error('Revoking the session failed', error)
  })
  pendingSignOut.clear()
  await auth.logout({ logoutParams: { returnTo: location.origin } })
}

/** Our ticket's session and the access token at our server; the refresh token at the provider. */
async function revokeTokens(auth: Auth0Client, ticket: string | null): Promise<void> {
  const accessToken = await auth
    .getTokenSilently({ cacheMode: 'cache-only' })
    .catch(() => undefined)
  await Promise.all([
    ticket ? signOutAtServer(ticket, accessToken) : undefined,
    auth.revokeRefreshToken(),
  ])
}

const SIGN_OUT_WAITING_MESSAGE =
  'Sie sind abgemeldet. Die Abmeldung beim Anmeldedienst wird nachgeholt, sobald Sie wieder online sind.'

/** A sign-out made offline: finished as soon as the provider can be reached. */
export async function finishSignOutOnline(): Promise<void> {
  if (isOffline()) {
    dispatchAuth({ type: 'FAILED', message: SIGN_OUT_WAITING_MESSAGE })
    await whenOnline()
  }
  dispatchAuth({ type: 'SIGN_OUT_STARTED' })
  await completeSignOut()
}
