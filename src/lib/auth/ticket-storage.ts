// Where the ticket lives between visits: localStorage under the key the product has always used.
const TICKET_KEY = 'dpaID-token-agenda'

export const ticketStorage = {
  read: (): string | null => localStorage.getItem(TICKET_KEY),
  write: (ticket: string) => localStorage.setItem(TICKET_KEY, ticket),
  clear: () => localStorage.removeItem(TICKET_KEY),
}
