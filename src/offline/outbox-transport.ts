// How an outbox entry reaches the server: the ticket of the moment (never the one of the time the
// write was made, which may have expired) and the entry's idempotency key on every attempt.
import type { OutboxEntry } from './local-data'

export async function sendOutboxEntry(entry: OutboxEntry, ticket: string): Promise<Response> {
  const url = new URL(entry.url, location.origin)
  if (entry.ticketParameter) url.searchParams.set(entry.ticketParameter, ticket)
  const headers = new Headers({
    Authorization: `Bearer ${ticket}`,
    'Idempotency-Key': entry.idempotencyKey,
  })
  if (entry.body !== undefined) headers.set('Content-Type', 'application/json')
  return fetch(url, {
    method: entry.method,
    headers,
    body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    // Writes must reach the server, never a cache.
    cache: 'no-store',
  })
}
