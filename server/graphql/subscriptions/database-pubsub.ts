// The collaboration service's notices on PostgreSQL LISTEN/NOTIFY (PGlite's listen/notify in the
// embedded default): mutations NOTIFY inside their transaction (idempotent-mutation.ts), every
// instance LISTENs on one channel and hands each notice to its local subscribers of the notice's
// topic. A notice is ids only; one delivered notice is one object for all local subscribers, so
// they share the re-read of what changed (`sharedRead`) and, for subscribers who may see the same
// thing, the executed and serialised change (shared-execution.ts).
import { EventEmitter } from 'node:events'
import type { DatabaseHandle } from '../../db/database'
import { COLLABORATION_CHANNEL, parseNotice, type DeliveredNotice } from './change-notice'
import { NoticeQueue } from './notice-queue'

/** Reads once per delivered notice whatever the number of local subscribers. */
export function sharedRead<T>(notice: DeliveredNotice, key: string, read: () => Promise<T>) {
  let pending = notice.shared.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = read()
    notice.shared.set(key, pending)
  }
  return pending
}

/** What subscription resolvers subscribe through (GraphqlContext `notices`). */
export interface NoticeSubscriber {
  subscribe(topic: string): NoticeQueue
}

export class DatabasePubSub implements NoticeSubscriber {
  /** The local fan-out, topic → the queues of its subscriptions. */
  private readonly emitter = new EventEmitter()
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

  /** The local subscriptions of `topic`: a subscription counts from the moment it is listening. */
  subscriberCount(topic: string): number {
    return this.emitter.listenerCount(topic)
  }

  subscribe(topic: string): NoticeQueue {
    const listener = (notice: DeliveredNotice) => queue.push(notice)
    const queue = new NoticeQueue(() => this.emitter.removeListener(topic, listener))
    this.emitter.on(topic, listener)
    return queue
  }
}
