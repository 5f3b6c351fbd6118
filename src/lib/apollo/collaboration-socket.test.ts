import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCollaborationSocket } from './collaboration-socket'
import { socketRetryDelayMs, shouldRetrySocket } from './socket-retry'
import { InMemorySocket } from './testing/in-memory-socket'

const SUBSCRIPTION = { query: 'subscription { myFavouritesChanged { eventId } }' }

function socketClient(onSessionRefused = vi.fn()) {
  const client = createCollaborationSocket({
    url: 'ws://agenda.test/graphql',
    getTicket: () => Promise.resolve('ticket-1'),
    onSessionRefused,
    webSocketImpl: InMemorySocket,
  })
  return { client, onSessionRefused }
}

/** Lets the client run its open handler and send connection_init. */
const settle = () => vi.advanceTimersByTimeAsync(0)

function lastSocket(): InMemorySocket {
  const socket = InMemorySocket.opened.at(-1)
  if (!socket) throw new Error('no socket was opened')
  return socket
}

beforeEach(() => {
  vi.useFakeTimers()
  InMemorySocket.opened = []
})
afterEach(() => vi.useRealTimers())

describe('the collaboration socket', () => {
  it('opens no socket until the first subscription, then sends the ticket in connection_init', async () => {
    const { client } = socketClient()
    await settle()
    expect(InMemorySocket.opened).toHaveLength(0)

    client.subscribe(SUBSCRIPTION, { next: vi.fn(), error: vi.fn(), complete: vi.fn() })
    await settle()
    expect(InMemorySocket.opened).toHaveLength(1)
    expect(lastSocket().protocol).toBe('graphql-transport-ws')
    expect(lastSocket().received[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer ticket-1' },
    })
    lastSocket().reply({ type: 'connection_ack' })
    await settle()
    expect(lastSocket().received[1]).toMatchObject({ type: 'subscribe', payload: SUBSCRIPTION })
    void client.dispose()
  })

  it.each([4401, 4403])('does not retry after %i and asks for a new sign-in once', async (code) => {
    const { client, onSessionRefused } = socketClient()
    const error = vi.fn()
    client.subscribe(SUBSCRIPTION, { next: vi.fn(), error, complete: vi.fn() })
    await settle()
    lastSocket().closeFromServer(code, 'ticket no longer valid')
    await vi.advanceTimersByTimeAsync(60_000)

    expect(InMemorySocket.opened).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code }))
    expect(onSessionRefused).toHaveBeenCalledTimes(1)
    await client.dispose()
  })

  it('retries a lost connection 5 times with growing waits, then gives up', async () => {
    const { client, onSessionRefused } = socketClient()
    const error = vi.fn()
    client.subscribe(SUBSCRIPTION, { next: vi.fn(), error, complete: vi.fn() })
    await settle()
    for (let retry = 0; retry < 5; retry++) {
      lastSocket().closeFromServer(1006)
      const opened = InMemorySocket.opened.length
      // Not before the shortest wait of this retry (half of 1 s · 2^retry)…
      await vi.advanceTimersByTimeAsync(500 * 2 ** retry - 1)
      expect(InMemorySocket.opened).toHaveLength(opened)
      // …and at the latest after the longest.
      await vi.advanceTimersByTimeAsync(500 * 2 ** retry + 1)
      expect(InMemorySocket.opened).toHaveLength(opened + 1)
    }
    lastSocket().closeFromServer(1006)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(InMemorySocket.opened).toHaveLength(6)
    expect(error).toHaveBeenCalledTimes(1)
    expect(onSessionRefused).not.toHaveBeenCalled()
    await client.dispose()
  })
})

describe('the retry rules', () => {
  it('waits longer after each retry, by a random amount within the bounds', () => {
    const low = [0, 1, 2, 3, 4].map((retry) => socketRetryDelayMs(retry, () => 0))
    const high = [0, 1, 2, 3, 4].map((retry) => socketRetryDelayMs(retry, () => 1))
    expect(low).toEqual([500, 1000, 2000, 4000, 8000])
    expect(high).toEqual([1000, 2000, 4000, 8000, 16000])
    expect(socketRetryDelayMs(2, () => 0.25)).toBe(2500)
  })

  it('jitters: two clients after the same outage wait differently', () => {
    const waits = new Set(Array.from({ length: 20 }, () => socketRetryDelayMs(3)))
    expect(waits.size).toBeGreaterThan(1)
  })

  it('caps the wait at 30 s', () => {
    expect(socketRetryDelayMs(10, () => 1)).toBe(30_000)
  })

  it.each([4500, 4005, 4400, 4004, 4401, 4403, 4406, 4409, 4429])('gives up after %i', (code) => {
    expect(shouldRetrySocket({ code, reason: '' })).toBe(false)
  })

  it.each([1006, 1011, 4408, 4504, 4499])('retries after %i', (code) => {
    expect(shouldRetrySocket({ code, reason: '' })).toBe(true)
  })

  it('does not retry an error that is not a close', () => {
    expect(shouldRetrySocket(new Error('boom'))).toBe(false)
  })
})
