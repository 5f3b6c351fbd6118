// The count of waiting writes and the news that it changed, in this tab and the others. Apart
// from outbox.ts so that its engine (outbox-engine.ts), which outbox.ts loads, can announce its
// changes without importing the module that loads it.
import { observableValue } from './external-value-atom'
import { localData } from './local-data'

export const pendingCount = observableValue(0)

/** Tabs tell each other when the outbox changed. */
export const outboxChannel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('agenda-outbox')

export async function recount(): Promise<number> {
  const count = await localData.outbox.count()
  pendingCount.set(count)
  return count
}

/** Recounts here and in other tabs; also for code that edits a waiting entry itself. */
export function announceOutboxChange(): void {
  void recount()
  outboxChannel?.postMessage('changed')
}
