// One subscription's notices in arrival order, as the async iterable a subscription resolver reads
// (docs/architecture.md "Collaboration"). A plain array and at most one waiting reader: a queue per
// subscription costs a few hundred bytes, where a stream would cost kilobytes per socket.
import type { DeliveredNotice } from './change-notice'

export class NoticeQueue implements AsyncIterableIterator<DeliveredNotice> {
  private readonly pending: DeliveredNotice[] = []
  private waiting: ((result: IteratorResult<DeliveredNotice>) => void) | undefined
  private ended = false

  /** `unsubscribe` detaches the queue from its topics once the subscription ends. */
  constructor(private readonly unsubscribe: () => void) {}

  push(notice: DeliveredNotice): void {
    // A notice may arrive after the subscription ended; it is nobody's then.
    if (this.ended) return
    const reader = this.waiting
    if (reader) {
      this.waiting = undefined
      reader({ value: notice, done: false })
    } else this.pending.push(notice)
  }

  next(): Promise<IteratorResult<DeliveredNotice>> {
    const notice = this.pending.shift()
    if (notice) return Promise.resolve({ value: notice, done: false })
    if (this.ended) return Promise.resolve({ value: undefined, done: true })
    return new Promise((resolve) => (this.waiting = resolve))
  }

  return(): Promise<IteratorResult<DeliveredNotice>> {
    if (!this.ended) {
      this.ended = true
      this.pending.length = 0
      this.unsubscribe()
      this.waiting?.({ value: undefined, done: true })
      this.waiting = undefined
    }
    return Promise.resolve({ value: undefined, done: true })
  }

  [Symbol.asyncIterator](): this {
    return this
  }
}
