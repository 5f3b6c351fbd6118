// Who may use the agenda, judged from the profile alone. The app's route guards pick the message
// page with it; the server refuses every agenda API with the 403 code of the same verdict.
import type { TicketProfile } from './ticket-profile'

/** What a signed-in user may do, in the order the rule checks it. */
export type AccessVerdict = 'ok' | 'inactive' | 'no-access' | 'consent'

export type AccessFacts = Pick<TicketProfile, 'accessStatus' | 'agendaPlus' | 'termsAndConditions'>

export function accessVerdict(profile: AccessFacts): AccessVerdict {
  // An inactive or non-Plus account cannot use the agenda at all, so it is told so before it is
  // asked to accept terms it could not use.
  if (profile.accessStatus !== 'active') return 'inactive'
  if (!profile.agendaPlus) return 'no-access'
  if (!profile.termsAndConditions) return 'consent'
  return 'ok'
}

/** The code of the server's 403 for each refusing verdict. */
export const ACCESS_REFUSAL_CODES = {
  inactive: 'ACCESS_INACTIVE',
  'no-access': 'AGENDA_PLUS_REQUIRED',
  consent: 'TERMS_NOT_ACCEPTED',
} as const satisfies Record<Exclude<AccessVerdict, 'ok'>, string>

export type AccessRefusalCode = (typeof ACCESS_REFUSAL_CODES)[keyof typeof ACCESS_REFUSAL_CODES]

export const isAccessRefusalCode = (code: string | undefined): code is AccessRefusalCode =>
  Object.values<string | undefined>(ACCESS_REFUSAL_CODES).includes(code)
