// Signing out on a shared device: waiting writes are sent first; those that cannot be are counted
// and the user decides whether to lose them; then the device forgets the user and the session ends.
import { atom, getDefaultStore } from 'jotai'
import { releaseDevice } from '@/offline/device-account'
import { forgetUserData } from '@/offline/forget-user-data'
import { localData } from '@/offline/local-data'
import { replayOutbox } from '@/offline/outbox'
import { plural } from '@domain/plural'

type Store = ReturnType<typeof getDefaultStore>

/** The question open while unsent changes would be lost; the dialog answers it. */
export interface SignOutQuestion {
  unsentCount: number
  answer(signOutAnyway: boolean): void
}

export const signOutQuestionAtom = atom<SignOutQuestion | null>(null)

/** "1 Änderung wurde …" / "2 Änderungen wurden noch nicht übertragen". */
export function unsentChangesText(count: number): string {
  return plural(count, {
    one: '# Änderung wurde noch nicht übertragen',
    other: '# Änderungen wurden noch nicht übertragen',
  })
}

function ask(store: Store, unsentCount: number): Promise<boolean> {
  return new Promise((resolve) => {
    store.set(signOutQuestionAtom, {
      unsentCount,
      answer(signOutAnyway) {
        store.set(signOutQuestionAtom, null)
        resolve(signOutAnyway)
      },
    })
  })
}

/** "Abmelden" everywhere: false when the user chose to stay signed in. */
export async function signOut(store: Store = getDefaultStore()): Promise<boolean> {
  await replayOutbox({ now: true })
  const unsentCount = await localData.outbox.count()
  if (unsentCount > 0 && !(await ask(store, unsentCount))) return false
  // The session's end (and the provider's client) loads only now: most visits never sign out.
  const { endSession } = await import('@/lib/auth/session-end')
  await endSession(async () => {
    await forgetUserData(store)
    releaseDevice()
  })
  return true
}
