// Whether a failed ticket renewal ends the session. Only a final refusal does: the server refused
// the exchange (revoked, profile unreadable), or the provider says the session is over. A lost
// connection, a timeout or a request cut off because the page is being left keeps the user signed
// in: signing out then would log them out on their next start for a mere reload.
import { providerSessionGone } from './provider-errors'
import { UseradminError } from './useradmin-api'

export function renewalFailureEndsSession(error: unknown): boolean {
  if (error instanceof UseradminError) return error.status === 401 || error.status === 403
  return providerSessionGone(error)
}
