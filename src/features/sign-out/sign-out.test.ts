import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'

// The outbox as the sign-out sees it: a replay sends what it can, the rest stays counted.
const outbox = vi.hoisted(() => ({ waiting: 0, sendable: 0, calls: [] as string[] }))
vi.mock('@/offline/outbox', () => ({
  replayOutbox: async (options: { now?: boolean }) => {
    outbox.calls.push(options.now ? 'replay now' : 'replay')
    outbox.waiting -= outbox.sendable
  },
}))
vi.mock('@/offline/local-data', () => ({
  localData: { outbox: { count: async () => outbox.waiting } },
}))
vi.mock('@/offline/forget-user-data', () => ({
  forgetUserData: async () => void outbox.calls.push('forget'),
}))
vi.mock('@/lib/auth/session-end', () => ({
  endSession: async (forgetDevice: () => Promise<void>) => {
    await forgetDevice()
    outbox.calls.push('end session')
  },
}))

const { signOut, signOutQuestionAtom, unsentChangesText } = await import('./sign-out')

beforeEach(() => {
  Object.assign(outbox, { waiting: 0, sendable: 0, calls: [] })
})

/** Starts a sign-out and waits until it asks (or has finished). */
async function startSignOut(store: ReturnType<typeof createStore>) {
  const result = signOut(store)
  await vi.waitFor(() => {
    expect(store.get(signOutQuestionAtom) !== null || outbox.calls.includes('end session')).toBe(
      true,
    )
  })
  return result
}

describe('signing out', () => {
  it('sends the waiting writes first, then forgets the device and ends the session', async () => {
    Object.assign(outbox, { waiting: 2, sendable: 2 })
    const store = createStore()
    expect(await startSignOut(store)).toBe(true)
    expect(outbox.calls).toEqual(['replay now', 'forget', 'end session'])
    expect(store.get(signOutQuestionAtom)).toBeNull()
  })

  it('asks with the count of unsent changes and stays signed in when told to', async () => {
    Object.assign(outbox, { waiting: 2, sendable: 0 })
    const store = createStore()
    const result = startSignOut(store)
    await vi.waitFor(() => expect(store.get(signOutQuestionAtom)?.unsentCount).toBe(2))
    store.get(signOutQuestionAtom)?.answer(false)
    expect(await result).toBe(false)
    expect(outbox.calls).toEqual(['replay now'])
    expect(store.get(signOutQuestionAtom)).toBeNull()
  })

  it('signs out anyway when the user chooses to lose the unsent change', async () => {
    Object.assign(outbox, { waiting: 1, sendable: 0 })
    const store = createStore()
    const result = startSignOut(store)
    await vi.waitFor(() => expect(store.get(signOutQuestionAtom)?.unsentCount).toBe(1))
    store.get(signOutQuestionAtom)?.answer(true)
    expect(await result).toBe(true)
    expect(outbox.calls).toEqual(['replay now', 'forget', 'end session'])
  })

  it('counts unsent changes in German, singular and plural', () => {
    expect(unsentChangesText(1)).toBe('1 Änderung wurde noch nicht übertragen')
    expect(unsentChangesText(2)).toBe('2 Änderungen wurden noch nicht übertragen')
  })
})
