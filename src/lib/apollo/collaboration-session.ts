// The collaboration client's life (docs/architecture.md#collaboration-client): once a user is signed in and the
// first screen has settled, the socket and the light live client (live-collaboration.ts) start;
// Apollo and its persisted cache load only when a folder, the favourites or the notifications ask
// for them (useCollaborationClient). Both are made again when the ticket is renewed, over the same
// cache, and torn down on sign-out or another account's sign-in.
// This module itself loads after the first screen: what it needs from the start's code comes as
// arguments, so the bundler keeps that code in one piece (docs/architecture.md#collaboration-client).
import type { ApolloClient } from '@apollo/client'
import { atom, useAtomValue, useSetAtom, type Atom, type getDefaultStore } from 'jotai'
import { useEffect } from 'react'
import type { AuthState } from '@/lib/auth/auth-machine'
import type { CollaborationCacheStorage } from './create-collaboration-client'
import type { LiveCollaboration } from './live-collaboration'

type Store = ReturnType<typeof getDefaultStore>
type ClientModule = typeof import('./create-collaboration-client')
type LiveModule = typeof import('./live-start')
type PersistedCache = Awaited<ReturnType<ClientModule['restoreCollaborationCache']>>

/** The client of the signed-in account's current ticket; null until asked for, loaded, and when signed out. */
export const collaborationClientAtom = atom<ApolloClient | null>(null)

/** The light client of the current ticket (subscriptions, the favourites); null when signed out. */
export const liveCollaborationAtom = atom<LiveCollaboration | null>(null)

/** Something on screen needs Apollo (a folder, the favourites, the notifications). */
const clientWantedAtom = atom(false)

/** Asks for Apollo's client: from now on it is made for every ticket of the session. */
export const wantCollaborationClientAtom = atom(null, (_get, set) => set(clientWantedAtom, true))

/** Apollo's client, loaded when the first component that needs it mounts. */
export function useCollaborationClient(): ApolloClient | null {
  const want = useSetAtom(wantCollaborationClientAtom)
  useEffect(() => want(), [want])
  return useAtomValue(collaborationClientAtom)
}

interface Session {
  accountId: string
  ticket: string
  /** The account's persisted cache, restored when Apollo is first wanted. */
  cache?: Promise<PersistedCache>
  socket?: Awaited<ReturnType<LiveModule['startLiveCollaboration']>>
  disposeClient?: () => void
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
  /** The light module; injected by tests. */
  loadLive?: () => Promise<LiveModule>
  /** collaborationCacheStorage, in the app's IndexedDB. */
  cacheStorage: CollaborationCacheStorage
  /** forget-user-data's hook: the cache stops writing before the sign-out wipe. */
  stopBeforeForgetting: (task: () => Promise<void>) => () => void
}

const loadClientModule = () => import('./create-collaboration-client')
const loadOf = (deps: CollaborationSessionDependencies) => deps.load ?? loadClientModule
const loadLiveModule = () => import('./live-start')
const loadLiveOf = (deps: CollaborationSessionDependencies) => deps.loadLive ?? loadLiveModule

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
  // Without accepted terms the consent page comes first (docs/product.md#auth-states); nothing to collaborate on yet.
  if (state.status !== 'authenticated' || !state.profile.termsAndConditions) return null
  return { accountId: state.profile.account_id, ticket: state.ticket }
}

/** Stops the clients and the socket; the cache stops writing to the device. */
async function stopCollaborationClient(store: Store): Promise<void> {
  const ending = session
  session = undefined
  store.set(collaborationClientAtom, null)
  store.set(liveCollaborationAtom, null)
  if (!ending) return
  stopClients(ending)
  ;(await ending.cache?.catch(() => undefined))?.pause()
}

function stopClients(ending: Session): void {
  ending.disposeClient?.()
  ending.socket?.dispose()
}

/** The socket and the light client, once the first screen has settled. */
async function openLive(store: Store, current: Session, deps: CollaborationSessionDependencies) {
  await deps.settled()
  const module = await loadLiveOf(deps)()
  if (session !== current) return // signed out or renewed meanwhile
  current.socket = module.startLiveCollaboration(deps)
  store.set(liveCollaborationAtom, current.socket.live)
  if (store.get(clientWantedAtom)) await openClient(store, current, deps)
}

/** Apollo over the session's socket and the account's cache, once something wants it. */
async function openClient(store: Store, current: Session, deps: CollaborationSessionDependencies) {
  const socket = current.socket
  if (!socket || current.disposeClient) return
  const module = await loadOf(deps)()
  current.cache ??= module.restoreCollaborationCache(current.accountId, deps.cacheStorage)
  const { cache } = await current.cache
  if (session !== current || current.disposeClient) return
  const created = module.createCollaborationClient(cache, socket.socket, deps)
  current.disposeClient = created.dispose
  store.set(collaborationClientAtom, created.client)
}

function follow(deps: CollaborationSessionDependencies): void {
  const store = deps.store
  const user = signedIn(store.get(deps.authState))
  if (!user) return void stopCollaborationClient(store)
  if (session?.accountId === user.accountId && session.ticket === user.ticket) {
    if (store.get(clientWantedAtom)) void openClient(store, session, deps).catch(reportFailure)
    return
  }
  // A renewed ticket keeps the account's cache: only the clients and the socket are new.
  const cache = session?.accountId === user.accountId ? session.cache : undefined
  if (session?.accountId !== user.accountId) void stopCollaborationClient(store)
  else stopClients(session)
  const next: Session = { ...user, ...(cache ? { cache } : {}) }
  session = next
  openLive(store, next, deps).catch(reportFailure)
}

function reportFailure(error: unknown): void {
  console.error('The collaboration client could not be created', error)
}

/** Follows the sign-in from now on; call once at start. */
export function startCollaborationSession(dependencies: CollaborationSessionDependencies) {
  const deps = { ...dependencies, onSessionRefused: throttledRefusal(dependencies) }
  follow(deps)
  const stopFollowing = deps.store.sub(deps.authState, () => follow(deps))
  const stopWanting = deps.store.sub(clientWantedAtom, () => follow(deps))
  // The account's cache stops writing before the sign-out wipe, or it would write itself back.
  const stopForgetting = deps.stopBeforeForgetting(() => stopCollaborationClient(deps.store))
  return () => {
    stopFollowing()
    stopWanting()
    stopForgetting()
  }
}
