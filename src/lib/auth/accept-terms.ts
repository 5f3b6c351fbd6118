// The consent page's one call: records acceptance of the terms; the new ticket says so and the
// guards let the user on.
import { getValidTicket } from './auth-session'
import { issueTicket } from './session-state'
import { ticketStorage } from './ticket-storage'
import { recordTermsConsent } from './useradmin-api'

export async function acceptTerms(): Promise<void> {
  const ticket = await getValidTicket()
  if (!ticket) throw new Error('not signed in')
  const accepted = await recordTermsConsent(ticket)
  ticketStorage.write(accepted)
  await issueTicket(accepted)
}
