import type pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { startDatabaseProbe } from './database-probe'

const timings = { intervalMs: 20, timeoutMs: 100 }

/** A client whose queries answer while `answers()` says so, and otherwise never. */
function fakeClient(answers: () => boolean) {
  const ended: pg.Client[] = []
  const open = () => {
    const client = {
      on: () => client,
      connect: async () => undefined,
      query: () => (answers() ? Promise.resolve({ rows: [] }) : new Promise(() => undefined)),
      end: async () => {
        ended.push(client as unknown as pg.Client)
      },
    }
    return client as unknown as pg.Client
  }
  return { open, ended }
}

describe('the database probe', () => {
  it('turns unhealthy when the database stops answering and healthy when it answers again', async () => {
    let answering = true
    const { open, ended } = fakeClient(() => answering)
    const changes: boolean[] = []
    const probe = await startDatabaseProbe(open, timings, (healthy) => changes.push(healthy))
    try {
      expect(probe.healthy()).toBe(true)
      answering = false
      await vi.waitFor(() => expect(probe.healthy()).toBe(false))
      // The hung connection is given up, not queued on.
      expect(ended.length).toBeGreaterThan(0)
      answering = true
      await vi.waitFor(() => expect(probe.healthy()).toBe(true))
      expect(changes).toEqual([false, true])
    } finally {
      await probe.stop()
    }
  })

  it('stays healthy while no probe is under way, however long the event loop was held', async () => {
    const probe = await startDatabaseProbe(
      fakeClient(() => true).open,
      { intervalMs: 60_000, timeoutMs: 10 },
      () => undefined,
    )
    try {
      // A loop of requests that never yields to timers lets no probe start; that is no failure.
      const until = performance.now() + 50
      while (performance.now() < until) await Promise.resolve()
      expect(probe.healthy()).toBe(true)
    } finally {
      await probe.stop()
    }
  })

  it('starts unhealthy when the first probe fails', async () => {
    const refused = () =>
      ({
        on: () => undefined,
        connect: () => Promise.reject(new Error('ECONNREFUSED')),
        end: async () => undefined,
      }) as unknown as pg.Client
    const changes: boolean[] = []
    const probe = await startDatabaseProbe(refused, timings, (healthy) => changes.push(healthy))
    await probe.stop()
    expect(probe.healthy()).toBe(false)
    expect(changes).toEqual([false])
  })
})
