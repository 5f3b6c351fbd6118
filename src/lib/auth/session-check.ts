// The provider's word on the session (loaded on demand by the start, auth-session.ts): finishes a
// redirect back from its login, or checks silently, and makes sure a usable ticket is stored.
import type { Auth0Client } from '@auth0/auth0-spa-js'
import { isOffline } from '@/offline/network-status'
import { showMessage } from '@/stores/message-bar'
import { fetchTicket, existingProvider, provider, providerLibrary } from './provider-client'
import { providerSessionGone } from './provider-errors'
import { dispatchAuth, isCallback, issueTicket, usableStoredTicket } from './session-state'
import { ticketStorage } from './ticket-storage'
import { UseradminError } from './useradmin-api'

export async function checkSession(
  showPath: (path: string) => Promise<void> | void,
): Promise<void> {
  const auth = await provider()
  try {
    if (isCallback(new URLSearchParams(location.search))) {
      ticketStorage.clear() // a new sign-in never reuses the previous user's ticket
      const callback = await finishCallback(auth)
      // Leave the callback address before anything else renders (on error, to '/').
      await showPath(callback.target)
      if (!callback.ok) return await fail(callback.error)
    } else {
      await auth.checkSession()
    }
    if (!(await auth.isAuthenticated())) {
      ticketStorage.clear()
      dispatchAuth({ type: 'NO_SESSION' })
      return
    }
    // Offline the provider is out of reach; the stored ticket is all there is until we are back.
    const offlineTicket = isOffline() ? ticketStorage.read() : null
    await issueTicket(usableStoredTicket() ?? offlineTicket ?? (await fetchTicket()))
  } catch (error) {
    await fail(error)
  }
}

async function fail(error: unknown): Promise<void> {
  console.error('Sign-in failed', error)
  // A sign-in fails once the provider's library has loaded (checkSession); its messages came with it.
  const outcome =
    error instanceof UseradminError
      ? { message: error.message, localLogout: false }
      : {
          message: (await providerLibrary()).providerErrorMessage(error),
          localLogout: providerSessionGone(error),
        }
  if (outcome.localLogout) {
    ticketStorage.clear()
    await existingProvider()?.logout({ openUrl: false })
  }
  dispatchAuth({ type: 'FAILED', message: outcome.message })
  // Guarded pages repeat the message in place, so the bar need not stay.
  showMessage({ type: 'error', icon: 'alert', text: outcome.message })
}

/** The remembered path of a successful callback, else '/'; or why it failed. */
async function finishCallback(
  auth: Auth0Client,
): Promise<{ ok: true; target: string } | { ok: false; target: '/'; error: unknown }> {
  try {
    const { appState } = await auth.handleRedirectCallback<{ targetPath?: string }>()
    return { ok: true, target: appState?.targetPath ?? '/' }
  } catch (error) {
    return { ok: false, target: '/', error }
  }
}
