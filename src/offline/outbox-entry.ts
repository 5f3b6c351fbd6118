// A write as it joins the outbox: the signed-in account's, under its own idempotency key, not yet
// tried. The engine queues this way, and so does outbox.ts when the engine's code is out of reach.
import type { OutboxEntry } from './local-data'

/** What a caller gives to be sent: the request and how to name it to the user. */
export type OutboxWrite = Pick<
  OutboxEntry,
  'method' | 'url' | 'body' | 'ticketParameter' | 'description' | 'kind'
>

export function newOutboxEntry(
  write: OutboxWrite,
  accountId: string | null,
  idempotencyKey: string,
  createdAt: number,
): Omit<OutboxEntry, 'id'> {
  if (!accountId) throw new Error('A write needs a signed-in account')
  return { ...write, accountId, idempotencyKey, createdAt, attempts: 0, nextAttemptAt: 0 }
}
