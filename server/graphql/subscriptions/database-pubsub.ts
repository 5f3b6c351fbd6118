// mercurius' pubsub on PostgreSQL LISTEN/NOTIFY (PGlite's listen/notify in the embedded default):
// mutations NOTIFY inside their transaction (idempotent-mutation.ts), every instance LISTENs on
// one channel and hands each notice to its local subscribers of the notice's topic. A notice is
// ids only; one delivered notice is one object for all local subscribers, so they can share the
// re-read of what changed (`sharedRead`) instead of reading it once each.
import { EventEmitter } from 'node:events'
import type { Readable } from 'node:stream'
import type { DatabaseHandle } from '../../db/database'
import { COLLABORATION_CHANNEL, parseNotice, type ChangeNotice } from './change-notice'

/** A notice as subscribers receive it, with the reads its subscribers share. */
export interface DeliveredNotice extends ChangeNotice {
  shared: Map<string, Promise<unknown>>
}

/** Reads once per delivered notice whatever the number of local subscribers. */
export function sharedRead<T>(notice: DeliveredNotice, key: string, read: () => Promise<T>) {
  let pending = notice.shared.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = read()
    notice.shared.set(key, pending)
  }
  return pending
}

type SubscriptionQueue = Readable & { close?: (() => void)[] }

export class DatabasePubSub {
  /** mercurius' CustomPubSub asks for an emitter: it is the local fan-out, topic → subscribers. */
  readonly emitter = new EventEmitter()
  private stopListening: (() => Promise<void>) | undefined

  constructor(private readonly database: DatabaseHandle) {
    // One listener per open subscription: thousands are expected, not a leak.
    this.emitter.setMaxListeners(0)
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(COLLABORATION_CHANNEL, (payload) =>
      this.deliver(payload),
    )
  }

  async close(): Promise<void> {
    await this.stopListening?.()
    this.emitter.removeAllListeners()
  }

  private deliver(payload: string): void {
    const notice = parseNotice(payload)
    if (notice) this.emitter.emit(notice.topic, { ...notice, shared: new Map() })
  }

  subscribe(topic: string | string[], queue: SubscriptionQueue): Promise<void> {
    for (const name of Array.isArray(topic) ? topic : [topic]) {
      const listener = (notice: DeliveredNotice) => {
        // A notice may arrive after the subscription ended; pushing then would throw.
        if (!queue.destroyed && !queue.readableEnded) queue.push(notice)
      }
      this.emitter.on(name, listener)
      queue.close ??= []
      queue.close.push(() => this.emitter.removeListener(name, listener))
    }
    return Promise.resolve()
  }

  /** For `context.pubsub.publish`: a notice sent outside any transaction. */
  publish(event: { topic: string; payload: ChangeNotice }, callback: (error?: unknown) => void) {
    this.database
      .query('SELECT pg_notify($1, $2)', [COLLABORATION_CHANNEL, JSON.stringify(event.payload)])
      .then(() => callback(), callback)
  }
}
