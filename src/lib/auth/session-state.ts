// The signed-in state as the whole app reads it (authStateAtom), the one way a ticket enters it,
// and the provider's settings once the start has them. Shared by the start (auth-session.ts) and
// the parts it loads on demand (session-check, ticket-renewal, session-end).
import { getDefaultStore } from 'jotai'
import { claimDeviceFor } from '@/offline/device-account'
import { authReducer, type AuthEvent } from './auth-machine'
import { authStateAtom } from './auth-atoms'
import type { ClientConfig } from './client-config'
import { decodeProfile, isExpiring } from './profile'
import { ticketStorage } from './ticket-storage'

const store = getDefaultStore()
let clientConfig: Promise<ClientConfig> | undefined

export function dispatchAuth(event: AuthEvent): void {
  store.set(authStateAtom, authReducer(store.get(authStateAtom), event))
}

/** Signs the ticket's account in; another account's data leaves the device first. */
export async function issueTicket(ticket: string): Promise<void> {
  const state = store.get(authStateAtom)
  // The silent check confirming the ticket the app opened with changes nothing on screen.
  if (state.status === 'authenticated' && state.ticket === ticket) return
  const profile = decodeProfile(ticket)
  if (profile) await claimDeviceFor(profile.account_id)
  dispatchAuth({ type: 'TICKET_ISSUED', ticket, profile })
}

/** The stored ticket while it is not about to expire, else null. */
export function usableStoredTicket(): string | null {
  const stored = ticketStorage.read()
  const profile = stored ? decodeProfile(stored) : null
  return profile && !isExpiring(profile, Date.now()) ? stored : null
}

export function setProviderSettings(config: Promise<ClientConfig>): void {
  clientConfig = config
}

/** The settings the start was given; undefined before it ran. */
export const providerSettings = (): Promise<ClientConfig> | undefined => clientConfig

/** A page address with the `state` and `code` (or `error`) the provider's redirect brings. */
export function isCallback(params: URLSearchParams): boolean {
  return params.has('state') && (params.has('code') || params.has('error'))
}
