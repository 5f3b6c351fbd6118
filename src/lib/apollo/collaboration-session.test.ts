import 'fake-indexeddb/auto'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import type { Profile } from '@/lib/auth/profile'
import { forgetUserData, stopBeforeForgetting } from '@/offline/forget-user-data'
import {
  collaborationClientAtom,
  liveCollaborationAtom,
  startCollaborationSession,
  wantCollaborationClientAtom,
} from './collaboration-session'

type Store = ReturnType<typeof createStore>

function profile(accountId: string, overrides: Partial<Profile> = {}): Profile {
  return {
    sub: accountId,
    account_id: accountId,
    email: `${accountId}@agenda.test`,
    name: accountId,
    createdAt: '2024-01-01T00:00:00.000Z',
    accessStatus: 'active',
    agendaPlus: true,
    sector: ['media'],
    termsAndConditions: true,
    exp: 2_000_000_000,
    ...overrides,
  }
}

function signIn(store: Store, ticket: string, accountId = 'u1', overrides: Partial<Profile> = {}) {
  store.set(authStateAtom, {
    status: 'authenticated',
    ticket,
    profile: profile(accountId, overrides),
  })
}

const running: (() => void)[] = []
afterEach(() => running.splice(0).forEach((stop) => stop()))

/** The session with its loading observed: which accounts' caches and which clients were made. */
function session(now = () => 0) {
  const store = createStore()
  const onSessionRefused = vi.fn()
  let settle = () => {}
  const settled = new Promise<void>((resolve) => (settle = resolve))
  const pause = vi.fn()
  const dispose = vi.fn()
  const module = {
    restoreCollaborationCache: vi.fn((accountId: string, _storage: unknown) =>
      Promise.resolve({ cache: { accountId }, pause }),
    ),
    createCollaborationClient: vi.fn(
      (cache: { accountId: string }, socket: { ticket: number }) => ({
        client: { cache, socket },
        dispose,
      }),
    ),
  }
  let sockets = 0
  const disposeSocket = vi.fn()
  const liveModule = {
    startLiveCollaboration: vi.fn((options: { onSessionRefused: () => void }) => ({
      socket: { ticket: ++sockets },
      live: { refuse: options.onSessionRefused },
      dispose: disposeSocket,
    })),
  }
  const stop = startCollaborationSession({
    store,
    authState: authStateAtom,
    cacheStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    stopBeforeForgetting,
    load: () => Promise.resolve(module as never),
    loadLive: () => Promise.resolve(liveModule as never),
    settled: () => settled,
    getTicket: () => Promise.resolve('t'),
    onSessionRefused,
    now,
  })
  running.push(stop)
  const want = () => store.set(wantCollaborationClientAtom)
  return {
    store,
    settle,
    module,
    liveModule,
    want,
    pause,
    dispose,
    disposeSocket,
    onSessionRefused,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the collaboration client’s life', () => {
  it('starts the socket and the light client for a signed-in user once the first screen has settled, Apollo only when wanted', async () => {
    const { store, settle, module, liveModule, want } = session()
    signIn(store, 't1')
    await flush()
    expect(liveModule.startLiveCollaboration).not.toHaveBeenCalled()
    expect(store.get(liveCollaborationAtom)).toBeNull()

    settle()
    await flush()
    expect(store.get(liveCollaborationAtom)).not.toBeNull()
    expect(module.restoreCollaborationCache).not.toHaveBeenCalled()
    expect(store.get(collaborationClientAtom)).toBeNull()

    want()
    await flush()
    expect(module.restoreCollaborationCache).toHaveBeenCalledWith('u1', expect.anything())
    expect(store.get(collaborationClientAtom)).toMatchObject({
      cache: { accountId: 'u1' },
      socket: { ticket: 1 },
    })
  })

  it('makes Apollo at once when it was wanted before the first screen settled', async () => {
    const { store, settle, module, want } = session()
    signIn(store, 't1')
    want()
    await flush()
    expect(module.createCollaborationClient).not.toHaveBeenCalled()
    settle()
    await flush()
    expect(store.get(collaborationClientAtom)).toMatchObject({ cache: { accountId: 'u1' } })
  })

  it('is not created before the terms are accepted', async () => {
    const { store, settle, liveModule, want } = session()
    settle()
    want()
    signIn(store, 't1', 'u1', { termsAndConditions: false })
    await flush()
    expect(liveModule.startLiveCollaboration).not.toHaveBeenCalled()
    expect(store.get(liveCollaborationAtom)).toBeNull()
  })

  it('is made again over the same cache and a new socket when the ticket is renewed', async () => {
    const { store, settle, module, want, dispose, disposeSocket } = session()
    settle()
    want()
    signIn(store, 't1')
    await flush()
    signIn(store, 't2')
    await flush()
    expect(module.restoreCollaborationCache).toHaveBeenCalledTimes(1)
    expect(module.createCollaborationClient).toHaveBeenCalledTimes(2)
    expect(store.get(collaborationClientAtom)).toMatchObject({ socket: { ticket: 2 } })
    expect(dispose).toHaveBeenCalledTimes(1)
    expect(disposeSocket).toHaveBeenCalledTimes(1)
  })

  it('is torn down on sign-out, its cache no longer written', async () => {
    const { store, settle, want, pause, dispose, disposeSocket } = session()
    settle()
    want()
    signIn(store, 't1')
    await flush()
    store.set(authStateAtom, { status: 'signing-out' })
    await flush()
    expect(store.get(collaborationClientAtom)).toBeNull()
    expect(store.get(liveCollaborationAtom)).toBeNull()
    expect(dispose).toHaveBeenCalled()
    expect(disposeSocket).toHaveBeenCalled()
    expect(pause).toHaveBeenCalled()
  })

  it('stops writing its cache before the user’s data is forgotten', async () => {
    const { store, settle, want, pause } = session()
    settle()
    want()
    signIn(store, 't1')
    await flush()
    await forgetUserData(store)
    expect(pause).toHaveBeenCalled()
    expect(store.get(collaborationClientAtom)).toBeNull()
  })

  it('restores another account’s own cache when another account signs in', async () => {
    const { store, settle, module, want } = session()
    settle()
    want()
    signIn(store, 't1', 'u1')
    await flush()
    signIn(store, 't9', 'u2')
    await flush()
    expect(module.restoreCollaborationCache).toHaveBeenLastCalledWith('u2', expect.anything())
    expect(store.get(collaborationClientAtom)).toMatchObject({ cache: { accountId: 'u2' } })
  })

  it('signs in again after a refusal, but not more than once a minute', async () => {
    let time = 0
    const { store, settle, onSessionRefused } = session(() => time)
    settle()
    signIn(store, 't1')
    await flush()
    const refuse = () =>
      (store.get(liveCollaborationAtom) as unknown as { refuse(): void }).refuse()
    refuse()
    refuse()
    expect(onSessionRefused).toHaveBeenCalledTimes(1)
    time = 61_000
    refuse()
    expect(onSessionRefused).toHaveBeenCalledTimes(2)
  })
})
