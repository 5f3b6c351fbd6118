import 'fake-indexeddb/auto'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '@/lib/auth/profile'

// The engine stands in for the real one: what matters here is whether the start loads it at all.
// `unreachable` makes its import fail, as offline before the service worker stored the app's files.
const engine = { loads: 0, unreachable: false, replayOutbox: vi.fn(async () => undefined) }

const write = {
  accountId: 'u1',
  idempotencyKey: 'k1',
  method: 'POST' as const,
  url: '/filters',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  description: 'Suche speichern',
}

let stop = () => {}
beforeEach(async () => {
  engine.loads = 0
  engine.unreachable = false
  engine.replayOutbox.mockClear()
  vi.resetModules()
  vi.doMock('./outbox-engine', () => {
    if (engine.unreachable) throw new TypeError('Failed to fetch dynamically imported module')
    engine.loads += 1
    return { replayOutbox: engine.replayOutbox, sendOrQueue: vi.fn() }
  })
  indexedDB.deleteDatabase('agenda')
})
afterEach(() => stop())

/** The start's call, on a fresh module; resolves once its first count has been read. */
async function start() {
  const outbox = await import('./outbox')
  const counted = new Promise<void>((resolve) => outbox.onOutboxChange(resolve))
  stop = outbox.startOutboxReplay(createStore())
  await counted
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('the outbox at start (docs/architecture.md#start-up)', () => {
  it('leaves the engine unloaded while no write waits', async () => {
    await start()
    expect(engine.loads).toBe(0)
    expect(engine.replayOutbox).not.toHaveBeenCalled()
  })

  it('loads the engine and replays when the device still holds waiting writes', async () => {
    const { localData } = await import('./local-data')
    await localData.outbox.add(write)
    await start()
    await vi.waitFor(() => expect(engine.replayOutbox).toHaveBeenCalledTimes(1))
    expect(engine.loads).toBe(1)
  })
})

describe('the outbox while the engine is out of reach (offline, first visit)', () => {
  beforeEach(() => {
    engine.unreachable = true
  })

  async function signedIn() {
    const [{ getDefaultStore }, { authStateAtom }] = await Promise.all([
      import('jotai'),
      import('@/lib/auth/auth-atoms'),
    ])
    const profile = { sub: 'u1', account_id: 'a1', exp: 2_000_000_000 } as Profile
    getDefaultStore().set(authStateAtom, { status: 'authenticated', ticket: 't', profile })
  }

  it('queues a write for the replay once online, under its own key', async () => {
    await signedIn()
    const outbox = await import('./outbox')
    const { description, method, url } = write
    const result = await outbox.sendOrQueue({ description, method, url, body: { name: 'A' } })
    expect(result).toEqual({ status: 'queued' })
    const { localData } = await import('./local-data')
    const [entry] = await localData.outbox.list()
    expect(entry).toMatchObject({ accountId: 'a1', url, body: { name: 'A' }, attempts: 0 })
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reports nothing sent when asked to replay (the sign-out goes on)', async () => {
    const outbox = await import('./outbox')
    await expect(outbox.replayOutbox({ now: true })).resolves.toEqual({ sent: [], dropped: [] })
  })
})
