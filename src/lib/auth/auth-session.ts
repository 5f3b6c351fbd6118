// The sign-in as the start and every request meet it (docs/product.md#auth-states): a stored
// ticket opens the session at once; the provider's check, renewal, sign-in and sign-out are
// loaded on demand (session-check, ticket-renewal, provider-client, session-end), so a start with
// a stored ticket runs none of their code before the agenda is on screen.
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { isOffline, whenOnline } from '@/offline/network-status'
import type { ClientConfig } from './client-config'
import { decodeProfile } from './profile'
import { providerSessionCached } from './provider-cache'
import { isCallback, issueTicket, setProviderSettings, usableStoredTicket } from './session-state'
import { pendingSignOut, ticketStorage } from './ticket-storage'

let renewal: Promise<string | null> | undefined

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
  setProviderSettings(config)
  if (pendingSignOut.isPending()) {
    return (await import('./session-end')).finishSignOutOnline()
  }
  const check = async () => (await import('./session-check')).checkSession(showPath)
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

/** One renewal at a time, shared by every caller. */
function renew(): Promise<string | null> {
  renewal ??= import('./ticket-renewal')
    .then(({ renewTicket }) => renewTicket())
    .finally(() => (renewal = undefined))
  return renewal
}

/**
 * The ticket to send as bearer token, exchanged again first when it expires within 5 s.
 * Null when nobody is signed in. Concurrent callers share one exchange.
 */
export async function getValidTicket(): Promise<string | null> {
  const stored = ticketStorage.read()
  if (!stored || usableStoredTicket() !== null || isOffline()) return stored
  return renew()
}

/**
 * The server refused the account (deactivated, Agenda Plus withdrawn since the ticket was issued):
 * a new ticket carries the current profile, and the guards then show the matching message page.
 */
export function refreshProfile(): void {
  if (!isOffline()) void renew()
}

/** Sends the visitor to the provider's login; afterwards the app returns to targetPath. */
export async function signIn(targetPath: string): Promise<void> {
  const { provider } = await import('./provider-client')
  await (await provider()).loginWithRedirect({ appState: { targetPath } })
}
