// A write as it joins the outbox: the signed-in account's, under its own idempotency key, not yet
// tried. The engine queues this way, and so does outbox.ts when the engine's code is out of reach.
import type { OutboxWrite } from './create-outbox'
import type { OutboxEntry } from './local-data'

export function newOutboxEntry(
  write: OutboxWrite,
  accountId: string | null,
  idempotencyKey: string,
  createdAt: number,
): Omit<OutboxEntry, 'id'> {
  if (!accountId) throw new Error('A write needs a signed-in account')
  return { ...write, accountId, idempotencyKey, createdAt, attempts: 0, nextAttemptAt: 0 }
}
