// A new ticket from the provider's session (loaded on demand once the stored ticket is about to
// expire, or the server refused the account): a refusal of the renewal ends the session.
import { fetchTicket } from './provider-client'
import { renewalFailureEndsSession } from './renewal-failure'
import { endSession } from './session-end'
import { issueTicket } from './session-state'
import { ticketStorage } from './ticket-storage'

export async function renewTicket(): Promise<string | null> {
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
