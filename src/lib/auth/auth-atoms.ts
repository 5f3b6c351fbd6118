// The sign-in state for components: read authStateAtom for loading / authenticated /
// unauthenticated, profileAtom for the signed-in user (null otherwise). Only session-state.ts writes.
import { atom } from 'jotai'
import { initialAuthState, type AuthState } from './auth-machine'
import type { Profile } from './profile'

export const authStateAtom = atom<AuthState>(initialAuthState)

export const profileAtom = atom<Profile | null>((get) => {
  const state = get(authStateAtom)
  return state.status === 'authenticated' ? state.profile : null
})
