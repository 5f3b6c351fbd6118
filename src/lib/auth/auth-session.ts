// Runs the sign-in of SPEC §4 against the provider (auth0-spa-js) and our /useradmin: the start
// (callback or silent session check), ticket renewal, consent, sign-out. Feeds authStateAtom.
import type { Auth0Client } from '@auth0/auth0-spa-js'
import { getDefaultStore } from 'jotai'
import { isOffline, whenOnline } from '@/offline/network-status'
import { showMessage } from '@/stores/message-bar'
import { authReducer, type AuthEvent } from './auth-machine'
import { authStateAtom } from './auth-atoms'
import type { ClientConfig } from './client-config'
import { decodeProfile, isExpiring } from './profile'
import { providerErrorOutcome } from './provider-errors'
import { ticketStorage } from './ticket-storage'
import { exchangeAccessToken, recordTermsConsent, UseradminError } from './useradmin-api'

const SCOPE = 'openid profile email address phone offline_access read:current_user'

const store = getDefaultStore()
let client: Auth0Client | undefined
let clientConfig: ClientConfig | undefined
let loadingClient: Promise<Auth0Client> | undefined
let renewal: Promise<string | null> | undefined

function dispatch(event: AuthEvent): void {
  store.set(authStateAtom, authReducer(store.get(authStateAtom), event))
}

/**
 * The provider's client, its library loaded on first use: it is the largest part of the start,
 * and a start offline does not need it until the network is back or the user signs out.
 */
function provider(): Promise<Auth0Client> {
  const config = clientConfig
  if (!config) return Promise.reject(new Error('startAuth has not run'))
  loadingClient ??= import('@auth0/auth0-spa-js').then(({ Auth0Client }) => {
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
  })
  return loadingClient
}

function isCallback(params: URLSearchParams): boolean {
  return params.has('state') && (params.has('code') || params.has('error'))
}

/** Asks the provider for an access token and trades it for a ticket, which is stored. */
async function fetchTicket(): Promise<string> {
  const accessToken = await (await provider()).getTokenSilently()
  if (!accessToken) throw new Error('the provider gave no access token')
  const ticket = await exchangeAccessToken(accessToken)
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
  const outcome =
    error instanceof UseradminError
      ? { message: error.message, localLogout: false }
      : providerErrorOutcome(error)
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
 * sure a usable ticket is stored. After a callback, showPath gets the remembered path (else '/',
 * SPEC §4) before anything is decided about the session, so the callback address never lingers.
 */
export async function startAuth(
  config: ClientConfig,
  showPath: (path: string) => Promise<void> | void,
): Promise<void> {
  clientConfig = config
  // The provider is out of reach offline: its library and checks wait for the network.
  if (openFromStoredTicketWhenOffline()) {
    return void whenOnline().then(async () => checkSession(await provider(), showPath))
  }
  await checkSession(await provider(), showPath)
}

async function checkSession(
  auth: Auth0Client,
  showPath: (path: string) => Promise<void> | void,
): Promise<void> {
  try {
    if (isCallback(new URLSearchParams(location.search))) {
      ticketStorage.clear() // a new sign-in never reuses the previous user's ticket
      const callback = await finishCallback(auth)
      // Leave the callback address before anything else renders (SPEC §4: on error, to '/').
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
    const ticket = usableStoredTicket() ?? offlineTicket ?? (await fetchTicket())
    dispatch({ type: 'TICKET_ISSUED', ticket, profile: decodeProfile(ticket) })
  } catch (error) {
    await fail(error)
  }
}

/**
 * Offline with a stored ticket the app opens signed in at once, before the provider library has
 * even loaded: nothing the provider could say is reachable anyway.
 */
function openFromStoredTicketWhenOffline(): boolean {
  if (!isOffline() || isCallback(new URLSearchParams(location.search))) return false
  const ticket = ticketStorage.read()
  const profile = ticket ? decodeProfile(ticket) : null
  if (!ticket || !profile) return false
  dispatch({ type: 'TICKET_ISSUED', ticket, profile })
  return true
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
    dispatch({ type: 'TICKET_ISSUED', ticket, profile: decodeProfile(ticket) })
    return ticket
  } catch (error) {
    // SPEC §4: a failed exchange is logged, then the user is logged out to the origin.
    console.error('Token exchange failed', error)
    await signOut()
    return null
  }
}

/**
 * The ticket to send as bearer token, exchanged again first when it expires within 5 s.
 * Null when nobody is signed in. Concurrent callers share one exchange.
 */
export async function getValidTicket(): Promise<string | null> {
  const stored = ticketStorage.read()
  if (!stored || !client) return stored
  if (usableStoredTicket() !== null || isOffline()) return stored
  renewal ??= renewTicket().finally(() => (renewal = undefined))
  return renewal
}

/** Sends the visitor to the provider's login; afterwards the app returns to targetPath. */
export async function signIn(targetPath: string): Promise<void> {
  await (await provider()).loginWithRedirect({ appState: { targetPath } })
}

/** Ends the session here and at the provider, which returns to the site origin. */
export async function signOut(): Promise<void> {
  dispatch({ type: 'SIGN_OUT_STARTED' })
  ticketStorage.clear()
  await (await provider()).logout({ logoutParams: { returnTo: location.origin } })
}

/** Records acceptance of the terms; the new ticket says so and the guards let the user on. */
export async function acceptTerms(): Promise<void> {
  const ticket = await getValidTicket()
  if (!ticket) throw new Error('not signed in')
  const accepted = await recordTermsConsent(ticket)
  ticketStorage.write(accepted)
  dispatch({ type: 'TICKET_ISSUED', ticket: accepted, profile: decodeProfile(accepted) })
}
