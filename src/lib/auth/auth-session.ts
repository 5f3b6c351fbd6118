// Runs the sign-in (docs/product.md#auth-states) against the provider (auth0-spa-js) and our
// /useradmin: start (callback or silent check), renewal, consent, the end of a session (revoked
// at our server and the provider). Feeds authStateAtom.
import type { Auth0Client } from '@auth0/auth0-spa-js'
import { getDefaultStore } from 'jotai'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { claimDeviceFor } from '@/offline/device-account'
import { isOffline, whenOnline } from '@/offline/network-status'
import { showMessage } from '@/stores/message-bar'
import { authReducer, type AuthEvent } from './auth-machine'
import { authStateAtom } from './auth-atoms'
import type { ClientConfig } from './client-config'
import { decodeProfile, isExpiring } from './profile'
import { renewalFailureEndsSession } from './renewal-failure'
import { providerSessionGone } from './provider-errors'
import { providerSessionCached } from './provider-cache'
import { pendingSignOut, ticketStorage } from './ticket-storage'
import {
  exchangeAccessToken,
  recordTermsConsent,
  signOutAtServer,
  UseradminError,
} from './useradmin-api'

const SCOPE = 'openid profile email address phone offline_access read:current_user'

const store = getDefaultStore()
let client: Auth0Client | undefined
let clientConfig: Promise<ClientConfig> | undefined
let loadingClient: Promise<Auth0Client> | undefined
let renewal: Promise<string | null> | undefined

function dispatch(event: AuthEvent): void {
  store.set(authStateAtom, authReducer(store.get(authStateAtom), event))
}

/** Signs the ticket's account in; another account's data leaves the device first. */
async function issueTicket(ticket: string): Promise<void> {
  const state = store.get(authStateAtom)
  // The silent check confirming the ticket the app opened with changes nothing on screen.
  if (state.status === 'authenticated' && state.ticket === ticket) return
  const profile = decodeProfile(ticket)
  if (profile) await claimDeviceFor(profile.account_id)
  dispatch({ type: 'TICKET_ISSUED', ticket, profile })
}

let library: Promise<typeof import('./provider-library')> | undefined
const providerLibrary = () => (library ??= import('./provider-library'))

/**
 * The provider's client, its library loaded on first use: it is the largest part of the start,
 * and a start with a stored ticket does not need it until the agenda is on screen.
 */
function provider(): Promise<Auth0Client> {
  const configuration = clientConfig
  if (!configuration) return Promise.reject(new Error('startAuth has not run'))
  loadingClient ??= Promise.all([configuration, providerLibrary()]).then(
    ([config, { Auth0Client }]) => {
      client = new Auth0Client({
        domain: config.authDomain,
        clientId: config.authClientId,
        authorizationParams: {
          audience: config.authAudience,
          scope: SCOPE,
          redirect_uri: `${location.origin}${import.meta.env.BASE_URL}`,
        },
        useRefreshTokens: true,
        cacheLocation: 'localstorage',
      })
      return client
    },
  )
  return loadingClient
}

function isCallback(params: URLSearchParams): boolean {
  return params.has('state') && (params.has('code') || params.has('error'))
}

/** Asks the provider for an access token and trades it for a ticket, which is stored. */
async function fetchTicket(): Promise<string> {
  const accessToken = await (await provider()).getTokenSilently()
  if (!accessToken) throw new Error('the provider gave no access token')
  const ticket = await exchangeAccessToken(accessToken, ticketStorage.read())
  ticketStorage.write(ticket)
  return ticket
}

function usableStoredTicket(): string | null {
  const stored = ticketStorage.read()
  const profile = stored ? decodeProfile(stored) : null
  return profile && !isExpiring(profile, Date.now()) ? stored : null
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
    await client?.logout({ openUrl: false })
  }
  dispatch({ type: 'FAILED', message: outcome.message })
  // Guarded pages repeat the message in place, so the bar need not stay.
  showMessage({ type: 'error', icon: 'alert', text: outcome.message })
}

/**
 * Starts the session: finishes a provider callback or checks silently for a session, then makes
 * sure a usable ticket is stored. After a callback, showPath gets the remembered path (else '/')
 * before anything is decided about the session, so the callback address never lingers.
 * A stored ticket opens the app at once: the provider's check follows once the agenda is on
 * screen (online) or the network is back (offline), answered from the provider's cache where its
 * library would answer from it too (docs/architecture.md#start-up).
 */
export async function startAuth(
  config: Promise<ClientConfig>,
  showPath: (path: string) => Promise<void> | void,
): Promise<void> {
  clientConfig = config
  if (pendingSignOut.isPending()) return finishSignOutOnline()
  const check = () => provider().then((auth) => checkSession(auth, showPath))
  switch (await openStoredSession()) {
    case 'offline':
      return void whenOnline().then(check)
    case 'usable':
      return void whenFirstScreenSettled()
        .then(() => config)
        .then((settings) =>
          // Where the library would answer from its cache, so does the start, without loading it.
          providerSessionCached(
            localStorage,
            settings.authClientId,
            settings.authAudience,
            Date.now(),
          )
            ? undefined
            : check(),
        )
        .catch((error: unknown) => console.error('The silent session check failed', error))
    case 'none':
      return check()
  }
}

async function checkSession(
  auth: Auth0Client,
  showPath: (path: string) => Promise<void> | void,
): Promise<void> {
  try {
    if (isCallback(new URLSearchParams(location.search))) {
      ticketStorage.clear() // a new sign-in never reuses the previous user's ticket
      const callback = await finishCallback(auth)
      // Leave the callback address before anything else renders (on error, to '/').
      await showPath(callback.target)
      if (!callback.ok) return fail(callback.error)
    } else {
      await auth.checkSession()
    }
    if (!(await auth.isAuthenticated())) {
      ticketStorage.clear()
      dispatch({ type: 'NO_SESSION' })
      return
    }
    // Offline the provider is out of reach; the stored ticket is all there is until we are back.
    const offlineTicket = isOffline() ? ticketStorage.read() : null
    await issueTicket(usableStoredTicket() ?? offlineTicket ?? (await fetchTicket()))
  } catch (error) {
    await fail(error)
  }
}

let storedSession: Promise<'offline' | 'usable' | 'none'> | undefined

/**
 * A stored ticket opens the app signed in at once, before the provider library has even loaded:
 * offline any ticket that can be read (nothing the provider could say is reachable anyway),
 * online one that is not about to expire. A callback or a sign-out to finish comes first.
 * Runs once; the start calls it before the first render, so that render is already signed in.
 */
export function openStoredSession(): Promise<'offline' | 'usable' | 'none'> {
  storedSession ??= openFromStoredTicket()
  return storedSession
}

async function openFromStoredTicket(): Promise<'offline' | 'usable' | 'none'> {
  if (pendingSignOut.isPending() || isCallback(new URLSearchParams(location.search))) return 'none'
  if (isOffline()) {
    const ticket = ticketStorage.read()
    if (!ticket || !decodeProfile(ticket)) return 'none'
    await issueTicket(ticket)
    return 'offline'
  }
  const usable = usableStoredTicket()
  if (!usable) return 'none'
  await issueTicket(usable)
  return 'usable'
}

/** The remembered path of a successful callback, else '/'; or why it failed. */
async function finishCallback(
  provider: Auth0Client,
): Promise<{ ok: true; target: string } | { ok: false; target: '/'; error: unknown }> {
  try {
    const { appState } = await provider.handleRedirectCallback<{ targetPath?: string }>()
    return { ok: true, target: appState?.targetPath ?? '/' }
  } catch (error) {
    return { ok: false, target: '/', error }
  }
}

async function renewTicket(): Promise<string | null> {
  try {
    const ticket = await fetchTicket()
    await issueTicket(ticket)
    return ticket
  } catch (error) {
    console.error('Token exchange failed', error)
    // A lost connection or a page being left keeps the session; the next request tries again.
    if (!renewalFailureEndsSession(error)) return ticketStorage.read()
    // A refusal logs the user out to the site origin. The device keeps the user's data: the same
    // user signs in again, anyone else has it forgotten.
    await endSession()
    return null
  }
}

/**
 * The ticket to send as bearer token, exchanged again first when it expires within 5 s.
 * Null when nobody is signed in. Concurrent callers share one exchange.
 */
export async function getValidTicket(): Promise<string | null> {
  const stored = ticketStorage.read()
  if (!stored || usableStoredTicket() !== null || isOffline()) return stored
  renewal ??= renewTicket().finally(() => (renewal = undefined))
  return renewal
}

/**
 * The server refused the account (deactivated, Agenda Plus withdrawn since the ticket was issued):
 * a new ticket carries the current profile, and the guards then show the matching message page.
 */
export function refreshProfile(): void {
  if (isOffline()) return
  renewal ??= renewTicket().finally(() => (renewal = undefined))
}

/** Sends the visitor to the provider's login; afterwards the app returns to targetPath. */
export async function signIn(targetPath: string): Promise<void> {
  await (await provider()).loginWithRedirect({ appState: { targetPath } })
}

/**
 * Ends the session for good: `forgetDevice` clears the user's data, then the ticket's session and
 * the provider's tokens are revoked and the provider logs out, returning to the site origin.
 * Offline the app restarts signed out, and the revocation and logout follow once it is online.
 */
export async function endSession(forgetDevice?: () => Promise<void>): Promise<void> {
  dispatch({ type: 'SIGN_OUT_STARTED' })
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
async function finishSignOutOnline(): Promise<void> {
  if (isOffline()) {
    dispatch({ type: 'FAILED', message: SIGN_OUT_WAITING_MESSAGE })
    await whenOnline()
  }
  dispatch({ type: 'SIGN_OUT_STARTED' })
  await completeSignOut()
}

/** Records acceptance of the terms; the new ticket says so and the guards let the user on. */
export async function acceptTerms(): Promise<void> {
  const ticket = await getValidTicket()
  if (!ticket) throw new Error('not signed in')
  const accepted = await recordTermsConsent(ticket)
  ticketStorage.write(accepted)
  await issueTicket(accepted)
}
