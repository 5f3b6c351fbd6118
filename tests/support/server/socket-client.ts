// A collaboration socket as the app opens it (graphql-ws, protocol graphql-transport-ws), on a
// test app listening on a free local port; with the close event and each subscription's events
// as promises, so tests can wait for what the server sends.
import { expect, vi } from 'vitest'
import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'
import type { FastifyInstance } from 'fastify'

export interface TestSocket {
  client: Client
  /** The close code the server (or the client) ended the socket with. */
  closed: Promise<number>
  connected: Promise<void>
}

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return `${address.replace(/^http/, 'ws')}/graphql`
}

export function openSocket(url: string, ticket: string | undefined): TestSocket {
  let onClosed: (code: number) => void = () => undefined
  let onConnected: () => void = () => undefined
  const closed = new Promise<number>((resolve) => (onClosed = resolve))
  const connected = new Promise<void>((resolve) => (onConnected = resolve))
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: ticket ? { authorization: `Bearer ${ticket}` } : {},
    on: {
      connected: () => onConnected(),
      closed: (event) => onClosed((event as { code: number }).code),
    },
    onNonLazyError: () => undefined,
  })
  return { client, closed, connected }
}

export interface Subscription<T> {
  /** The next event, waiting at most `ms`. */
  next(ms?: number): Promise<T>
  /** Resolves with the errors when the server refuses the subscription. */
  failed: Promise<{ message: string; extensions?: Record<string, unknown> }[]>
  /** Resolves when the server ends the subscription. */
  completed: Promise<void>
  stop(): void
}

export function subscribe<T>(
  socket: TestSocket,
  query: string,
  variables: Record<string, unknown> = {},
): Subscription<T> {
  const events: T[] = []
  const waiting: ((value: T) => void)[] = []
  let fail: (errors: never) => void = () => undefined
  let complete: () => void = () => undefined
  const failed = new Promise<never>((resolve) => (fail = resolve))
  const completed = new Promise<void>((resolve) => (complete = resolve))
  const stop = socket.client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        const value = result.data as T
        const waiter = waiting.shift()
        if (waiter) waiter(value)
        else events.push(value)
      },
      error: (errors) => fail(errors as never),
      complete: () => complete(),
    },
  )
  return {
    next(ms = 5000) {
      const ready = events.shift()
      if (ready !== undefined) return Promise.resolve(ready)
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)
        waiting.push((value) => {
          clearTimeout(timer)
          resolve(value)
        })
      })
    },
    failed,
    completed,
    stop,
  }
}

/**
 * Waits until `count` subscriptions of `topic` listen on `app`: the server starts a subscription
 * after reading its message, with no message back, and a change made before that is not the
 * subscriber's.
 */
export async function subscriptionsListening(app: FastifyInstance, topic: string, count = 1) {
  await vi.waitFor(
    () => expect(app.collaborationNotices.subscriberCount(topic)).toBeGreaterThanOrEqual(count),
    { timeout: 10_000, interval: 10 },
  )
}
