/** The classic views the agenda may open with; the zen family maps them (list, else 7 days). */
export const DEFAULT_VIEWS = ['standard', 'list', 'preview', 'monthly'] as const
export type DefaultView = (typeof DEFAULT_VIEWS)[number]

/**
 * The profile claims of a ticket: signed by the server, decoded by the app.
 * See docs/product.md#auth-states.
 */
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
  /**
   * Colleagues (who may share folders) are accounts of the same organisation. Missing only in
   * tickets issued before folders existed; the server reads it from the account anyway.
   */
  organisation?: string
  termsAndConditions: boolean
  /** ISO time of the consent, where it was recorded (settings › Konto). */
  termsAcceptedAt?: string
  isZenMode?: boolean
  /** The view the agenda opens with, where the user chose one (Settings › Darstellung). */
  defaultView?: DefaultView
  /** Present (true) once the user closed the zen prompt on any device. */
  zenPromptDismissed?: boolean
  /** Present (true) for the planning desk (issue 17): the app shows the desk's link. */
  isPlanner?: boolean
  /** Expiry in seconds since the epoch. */
  exp: number
}
