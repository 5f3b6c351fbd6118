import { describe, expect, it } from 'vitest'
import { createOutbox, retryDelayMs, type OutboxDependencies } from './create-outbox'
import type { OutboxEntry } from './local-data'

type Answer = number | 'network-error' | { status: number; code: string }

/** An outbox over an in-memory store and a fake server answering from a script. */
function outboxWithServer(answers: Answer[] = []) {
  const entries: OutboxEntry[] = []
  const requests: { url: string; idempotencyKey: string; ticket?: string }[] = []
  const dropped: number[] = []
  const retries: number[] = []
  let clock = 1_000
  let nextId = 1
  let nextKey = 1
  let online = true
  let account: string | null = 'anna'
  const deps: OutboxDependencies = {
    store: {
      add: async (entry) => {
        const stored = { ...entry, id: nextId++ }
        entries.push(stored)
        return stored
      },
      first: async () => entries[0],
      update: async (entry) => {
        entries[entries.findIndex((item) => item.id === entry.id)] = entry
      },
      remove: async (id) => {
        entries.splice(
          entries.findIndex((item) => item.id === id),
          1,
        )
      },
    },
    send: async (entry, ticket) => {
      requests.push({
        url: entry.url,
        idempotencyKey: entry.idempotencyKey,
        ...(ticket === 'ticket-anna' ? {} : { ticket }),
      })
      const answer = answers.shift() ?? 200
      if (answer === 'network-error') throw new TypeError('Failed to fetch')
      const { status, code } =
        typeof answer === 'number' ? { status: answer, code: undefined } : answer
      return status < 300 ? { ok: true, body: { status } } : { ok: false, status, code }
    },
    getSession: async () => (account ? { ticket: `ticket-${account}`, accountId: account } : null),
    currentAccountId: () => account,
    isOnline: () => online,
    runExclusive: (task) => task(),
    now: () => clock,
    newIdempotencyKey: () => `key-${nextKey++}`,
    onDropped: (_entry, status) => dropped.push(status),
    onRetryLater: (delay) => retries.push(delay),
    onChange: () => undefined,
  }
  return {
    outbox: createOutbox(deps),
    entries,
    requests,
    dropped,
    retries,
    advance: (ms: number) => (clock += ms),
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    signInAs: (next: string | null) => (account = next),
  }
}

const write = (url: string) => ({ method: 'POST' as const, url, description: `Schreiben ${url}` })

describe('outbox', () => {
  it('replays waiting writes in the order they were made', async () => {
    const { outbox, requests, entries, goOffline, goOnline } = outboxWithServer()
    goOffline()
    for (const url of ['/a', '/b', '/c']) await outbox.sendOrQueue(write(url))
    expect(requests).toEqual([])
    goOnline()
    await outbox.replayOutbox()
    expect(requests.map((request) => request.url)).toEqual(['/a', '/b', '/c'])
    expect(entries).toEqual([])
  })

  it.each([404, 409, 412])(
    'drops a write the server answers with %i and goes on',
    async (status) => {
      const { outbox, requests, entries, dropped, goOffline, goOnline } = outboxWithServer([status])
      goOffline()
      await outbox.enqueueWrite(write('/gone'))
      await outbox.enqueueWrite(write('/next'))
      goOnline()
      const report = await outbox.replayOutbox()
      expect(dropped).toEqual([status])
      expect(report.dropped.map((item) => item.entry.url)).toEqual(['/gone'])
      expect(requests.map((request) => request.url)).toEqual(['/gone', '/next'])
      expect(entries).toEqual([])
    },
  )

  it('drops a write refused with 403 for that thing and goes on', async () => {
    const { outbox, entries, dropped } = outboxWithServer([{ status: 403, code: 'FORBIDDEN' }])
    await outbox.enqueueWrite(write('/not-mine'))
    await outbox.enqueueWrite(write('/next'))
    await outbox.replayOutbox()
    expect(dropped).toEqual([403])
    expect(entries).toEqual([])
  })

  it.each<Answer>(['network-error', 503, { status: 403, code: 'ACCESS_INACTIVE' }])(
    'keeps the write after %s and stops, so later writes do not overtake it',
    async (answer) => {
      const { outbox, requests, entries, retries } = outboxWithServer([answer])
      await outbox.enqueueWrite(write('/first'))
      await outbox.enqueueWrite(write('/second'))
      await outbox.replayOutbox()
      expect(requests.map((request) => request.url)).toEqual(['/first'])
      expect(entries.map((entry) => [entry.url, entry.attempts])).toEqual([
        ['/first', 1],
        ['/second', 0],
      ])
      expect(retries).toEqual([2000])
    },
  )

  it('waits longer after every failed attempt, up to five minutes', async () => {
    const failures: Answer[] = Array.from({ length: 12 }, () => 500)
    const { outbox, entries, retries, advance } = outboxWithServer(failures)
    await outbox.enqueueWrite(write('/flaky'))
    for (let attempt = 0; attempt < 10; attempt++) {
      await outbox.replayOutbox()
      advance(entries[0]?.nextAttemptAt ?? 0)
    }
    expect(retries.slice(0, 4)).toEqual([2000, 4000, 8000, 16000])
    expect(Math.max(...retries)).toBe(5 * 60_000)
    expect(retryDelayMs(30)).toBe(5 * 60_000)
  })

  it('does not send before the backoff delay has passed', async () => {
    const { outbox, requests, advance } = outboxWithServer(['network-error'])
    await outbox.enqueueWrite(write('/later'))
    await outbox.replayOutbox()
    advance(1000)
    await outbox.replayOutbox()
    expect(requests).toHaveLength(1)
    advance(1000)
    await outbox.replayOutbox()
    expect(requests).toHaveLength(2)
  })

  it('sends every attempt of a write with the same idempotency key', async () => {
    const { outbox, requests, advance } = outboxWithServer(['network-error', 502, 201])
    await outbox.enqueueWrite(write('/zen'))
    await outbox.enqueueWrite(write('/other'))
    for (let attempt = 0; attempt < 3; attempt++) {
      await outbox.replayOutbox()
      advance(60_000)
    }
    expect(requests).toEqual([
      { url: '/zen', idempotencyKey: 'key-1' },
      { url: '/zen', idempotencyKey: 'key-1' },
      { url: '/zen', idempotencyKey: 'key-1' },
      { url: '/other', idempotencyKey: 'key-2' },
    ])
  })

  it('keeps a write the server is still working on under the same key', async () => {
    const inProgress = { status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' }
    const { outbox, entries, dropped } = outboxWithServer([inProgress])
    await outbox.enqueueWrite(write('/zen'))
    await outbox.replayOutbox()
    expect(dropped).toEqual([])
    expect(entries.map((entry) => entry.attempts)).toEqual([1])
  })

  it('sends at once when online and hands back the answer', async () => {
    const { outbox, entries } = outboxWithServer([201])
    expect(await outbox.sendOrQueue(write('/now'))).toEqual({
      status: 'sent',
      body: { status: 201 },
    })
    expect(entries).toEqual([])
  })

  it('queues a write whose request fails on the network', async () => {
    const { outbox, entries } = outboxWithServer(['network-error'])
    expect(await outbox.sendOrQueue(write('/queued'))).toEqual({ status: 'queued' })
    expect(entries.map((entry) => entry.url)).toEqual(['/queued'])
  })

  it('sends a waiting write only with the ticket of the account that made it', async () => {
    const { outbox, requests, entries, dropped, goOffline, goOnline, signInAs } = outboxWithServer()
    goOffline()
    await outbox.enqueueWrite(write('/anna-search'))
    signInAs('ben')
    await outbox.enqueueWrite(write('/ben-search'))
    goOnline()
    const report = await outbox.replayOutbox()
    expect(requests).toEqual([
      { url: '/ben-search', idempotencyKey: 'key-2', ticket: 'ticket-ben' },
    ])
    expect(entries).toEqual([])
    // Not announced either: the description is Anna's, not something Ben did.
    expect(dropped).toEqual([])
    expect(report.dropped).toEqual([])
  })

  it('queues nothing while nobody is signed in', async () => {
    const { outbox, entries, signInAs } = outboxWithServer()
    signInAs(null)
    await expect(outbox.enqueueWrite(write('/orphan'))).rejects.toThrow()
    expect(entries).toEqual([])
  })

  it('sends a write waiting out its retry delay at once when asked to (before a sign-out)', async () => {
    const { outbox, requests, entries } = outboxWithServer(['network-error'])
    await outbox.enqueueWrite(write('/retry'))
    await outbox.replayOutbox()
    await outbox.replayOutbox({ now: true })
    expect(requests.map((request) => request.url)).toEqual(['/retry', '/retry'])
    expect(entries).toEqual([])
  })
})
