// Where the ticket lives between visits: localStorage under the key the product has always used;
// and the unfinished sign-out, which must survive a restart.
const TICKET_KEY = 'dpaID-token-agenda'

export const ticketStorage = {
  read: (): string | null => localStorage.getItem(TICKET_KEY),
  write: (ticket: string) => localStorage.setItem(TICKET_KEY, ticket),
  clear: () => localStorage.removeItem(TICKET_KEY),
}

const PENDING_SIGN_OUT_KEY = 'agenda-sign-out-pending'

/**
 * A sign-out made offline: the provider's logout and the revocations wait for the network. Keeps
 * the last ticket (possibly empty), so its session can still be ended at the server.
 */
export const pendingSignOut = {
  begin: (ticket: string | null) => localStorage.setItem(PENDING_SIGN_OUT_KEY, ticket ?? ''),
  isPending: () => localStorage.getItem(PENDING_SIGN_OUT_KEY) !== null,
  ticket: () => localStorage.getItem(PENDING_SIGN_OUT_KEY) || null,
  clear: () => localStorage.removeItem(PENDING_SIGN_OUT_KEY),
}
