/** The profile claims of a ticket (SPEC §3): signed by the server, decoded by the app. */
export interface TicketProfile {
  sub: string
  account_id: string
  email: string
  name: string
  /** ISO date of the account's creation. */
  createdAt: string
  accessStatus: 'active' | 'inactive'
  agendaPlus: boolean
  sector: string[]
  termsAndConditions: boolean
  isZenMode?: boolean
  /** Expiry in seconds since the epoch. */
  exp: number
}
