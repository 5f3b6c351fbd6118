// Builds what the route guards need to know from the sign-in state and the zen preference.
import type { AuthState } from '@/lib/auth/auth-machine'
import { accessVerdict } from '@domain/agenda-access'
import type { GuardContext } from '../route-table'

export function guardContext(auth: AuthState, zenPreferred: boolean): GuardContext {
  return {
    auth: auth.status,
    authError: auth.status === 'unauthenticated' ? auth.error : undefined,
    access: auth.status === 'authenticated' ? accessVerdict(auth.profile) : undefined,
    zenPreferred,
  }
}
