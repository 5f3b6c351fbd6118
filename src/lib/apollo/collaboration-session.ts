// The collaboration client's life (SPEC §4 logged-in handler): created once a user is signed in
// and the first screen has settled, created again over the same cache when the ticket is renewed,
// torn down on sign-out or another account's sign-in. Apollo loads only here, on demand.
// This module itself loads after the first screen: what it needs from the start's code comes as
// arguments, so the bundler keeps that code in one piece (docs/architecture.md#collaboration-client).
import type { ApolloClient } from '@apollo/client'
import { atom, type Atom, type getDefaultStore } from 'jotai'
import type { AuthState } from '@/lib/auth/auth-machine'
import type { CollaborationCacheStorage } from './create-collaboration-client'

type Store = ReturnType<typeof getDefaultStore>
type ClientModule = typeof import('./create-collaboration-client')

/** The client of the signed-in account's current ticket; null until loaded and when signed out. */
export const collaborationClientAtom = atom<ApolloClient | null>(null)

interface Session {
  accountId: string
  ticket: string
  cache: Promise<Awaited<ReturnType<ClientModule['restoreCollaborationCache']>>>
  dispose?: () => void
}

export interface CollaborationSessionDependencies {
  store: Store
  /** The sign-in state (authStateAtom). */
  authState: Atom<AuthState>
  load?: () => Promise<ClientModule>
  /** Resolves when the first screen no longer needs the network (docs/architecture.md#start-up). */
  settled: () => Promise<void>
  /** getValidTicket: the ticket of the moment, renewed when about to expire. */
  getTicket: () => Promise<string | null>
  /** The app's renewal (refreshProfile): a fresh ticket, or the refusal's page and sign-out. */
  onSessionRefused: () => void
  now?: () => number
  /** collaborationCacheStorage, in the app's IndexedDB. */
  cacheStorage: CollaborationCacheStorage
  /** forget-user-data's hook: the cache stops writing before the sign-out wipe. */
  stopBeforeForgetting: (task: () => Promise<void>) => () => void
}

const loadClientModule = () => import('./create-collaboration-client')
const loadOf = (deps: CollaborationSessionDependencies) => deps.load ?? loadClientModule

/**
 * At most one new sign-in a minute for refusals: an account the service keeps refusing (access
 * withdrawn, a restricted account) would otherwise renew, reconnect and be refused again in a loop.
 */
const REFUSAL_RENEWAL_INTERVAL_MS = 60_000

function throttledRefusal(deps: CollaborationSessionDependencies): () => void {
  let last = Number.NEGATIVE_INFINITY
  const now = deps.now ?? Date.now
  return () => {
    if (now() - last < REFUSAL_RENEWAL_INTERVAL_MS) return
    last = now()
    deps.onSessionRefused()
  }
}

let session: Session | undefined

function signedIn(state: AuthState): { accountId: string; ticket: string } | null {
  // Without accepted terms the consent page comes first (SPEC §4); nothing to collaborate on yet.
  if (state.status !== 'authenticated' || !state.profile.termsAndConditions) return null
  return { accountId: state.profile.account_id, ticket: state.ticket }
}

/** Stops the client and its socket; the cache stops writing to the device. */
async function stopCollaborationClient(store: Store): Promise<void> {
  const ending = session
  session = undefined
  store.set(collaborationClientAtom, null)
  if (!ending) return
  ending.dispose?.()
  ;(await ending.cache.catch(() => undefined))?.pause()
}

async function openClient(store: Store, current: Session, deps: CollaborationSessionDependencies) {
  const [module, { cache }] = await Promise.all([loadOf(deps)(), current.cache])
  if (session !== current) return // signed out or renewed meanwhile
  const created = module.createCollaborationClient(cache, deps)
  current.dispose = created.dispose
  store.set(collaborationClientAtom, created.client)
}

function follow(deps: CollaborationSessionDependencies): void {
  const store = deps.store
  const user = signedIn(store.get(deps.authState))
  if (!user) return void stopCollaborationClient(store)
  if (session?.accountId === user.accountId && session.ticket === user.ticket) return
  // A renewed ticket keeps the account's cache: only the client and its socket are new.
  const cache =
    session?.accountId === user.accountId
      ? session.cache
      : deps
          .settled()
          .then(() => loadOf(deps)())
          .then((module) => module.restoreCollaborationCache(user.accountId, deps.cacheStorage))
  if (session?.accountId !== user.accountId) void stopCollaborationClient(store)
  else session.dispose?.()
  const next: Session = { ...user, cache }
  session = next
  openClient(store, next, deps).catch((error: unknown) => {
    console.error('The collaboration client could not be created', error)
  })
}

/** Follows the sign-in from now on; call once at start. */
export function startCollaborationSession(dependencies: CollaborationSessionDependencies) {
  const deps = { ...dependencies, onSessionRefused: throttledRefusal(dependencies) }
  follow(deps)
  const stopFollowing = deps.store.sub(deps.authState, () => follow(deps))
  // The account's cache stops writing before the sign-out wipe, or it would write itself back.
  const stopForgetting = deps.stopBeforeForgetting(() => stopCollaborationClient(deps.store))
  return () => {
    stopFollowing()
    stopForgetting()
  }
}
