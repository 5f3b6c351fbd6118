// The provider's client (auth0-spa-js), its library loaded on first use: it is the largest part of
// the start, and a start with a stored ticket does not need it until the agenda is on screen. Only
// the parts of the sign-in loaded on demand import this module.
import type { Auth0Client } from '@auth0/auth0-spa-js'
import { providerSettings } from './session-state'
import { ticketStorage } from './ticket-storage'
import { exchangeAccessToken } from './useradmin-api'

const SCOPE = 'openid profile email address phone offline_access read:current_user'

let client: Auth0Client | undefined
let loadingClient: Promise<Auth0Client> | undefined
let library: Promise<typeof import('./provider-library')> | undefined

export const providerLibrary = () => (library ??= import('./provider-library'))

/** The client if it was made; a sign-out that finds none has no provider session to end. */
export const existingProvider = (): Auth0Client | undefined => client

export function provider(): Promise<Auth0Client> {
  const settings = providerSettings()
  if (!settings) return Promise.reject(new Error('startAuth has not run'))
  loadingClient ??= Promise.all([settings, providerLibrary()]).then(([config, { Auth0Client }]) => {
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

/** Asks the provider for an access token and trades it for a ticket, which is stored. */
export async function fetchTicket(): Promise<string> {
  const accessToken = await (await provider()).getTokenSilently()
  if (!accessToken) throw new Error('the provider gave no access token')
  const ticket = await exchangeAccessToken(accessToken, ticketStorage.read())
  ticketStorage.write(ticket)
  return ticket
}
