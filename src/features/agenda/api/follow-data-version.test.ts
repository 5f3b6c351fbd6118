import { QueryClient } from '@tanstack/react-query'
import { atom, createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthState } from '@/lib/auth/auth-machine'
import type { Profile } from '@/lib/auth/profile'
import { followDataVersion } from './follow-data-version'

const profile = {
  sub: 'u1',
  account_id: 'a1',
  email: 'a@agenda.test',
  name: 'A',
  createdAt: '2024-01-01',
  accessStatus: 'active',
  agendaPlus: true,
  sector: ['media'],
  termsAndConditions: true,
  exp: 9_999_999_999,
} satisfies Profile

describe('followDataVersion', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setUp = (auth: AuthState, versions: number[]) => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const store = createStore()
    const readVersion = vi.fn(() => Promise.resolve({ version: versions.shift() ?? 0 }))
    const stop = followDataVersion({
      client,
      store,
      authState: atom(auth),
      isOnline: () => true,
      readVersion,
      intervalMs: 1000,
    })
    return { invalidate, readVersion, stop }
  }

  it('reads the agenda again only when the version moved', async () => {
    const { invalidate, readVersion, stop } = setUp(
      { status: 'authenticated', ticket: 't', profile },
      [4, 4, 5],
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(readVersion).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['event-search'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['day-summary'] })
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(readVersion).toHaveBeenCalledTimes(3)
  })

  it('asks nothing while nobody with access is signed in', async () => {
    const { readVersion, stop } = setUp({ status: 'unauthenticated' }, [1])
    await vi.advanceTimersByTimeAsync(3000)
    expect(readVersion).not.toHaveBeenCalled()
    stop()
  })
})
