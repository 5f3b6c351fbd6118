// Builds what the route guards need to know: the sign-in state, the zen preference, the default view.
import type { AuthState } from '@/lib/auth/auth-machine'
import { accessVerdict } from '@domain/agenda-access'
import type { DefaultView } from '@domain/ticket-profile'
import type { GuardContext } from '../route-table'

export function guardContext(
  auth: AuthState,
  zenPreferred: boolean,
  defaultView?: DefaultView,
): GuardContext {
  return {
    auth: auth.status,
    authError: auth.status === 'unauthenticated' ? auth.error : undefined,
    access: auth.status === 'authenticated' ? accessVerdict(auth.profile) : undefined,
    zenPreferred,
    defaultView,
  }
}
