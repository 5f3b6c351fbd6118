import 'fake-indexeddb/auto'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The engine stands in for the real one: what matters here is whether the start loads it at all.
const engine = { loads: 0, replayOutbox: vi.fn(async () => undefined) }

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
  engine.replayOutbox.mockClear()
  vi.resetModules()
  vi.doMock('./outbox-engine', () => {
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
