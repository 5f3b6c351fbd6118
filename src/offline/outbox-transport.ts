// How an outbox entry reaches the server: through the shared HTTP client (API prefixes, bearer
// ticket, transaction id) with the entry's idempotency key on every attempt, and for endpoints
// that take the ticket in the URL, the ticket of the moment, never the one of when it was made.
import { HttpError } from '@/lib/http/http-error'
import { httpClient, type RequestOptions } from '@/lib/http/http-client'
import type { OutboxAnswer } from './create-outbox'
import type { OutboxEntry } from './local-data'

function call(entry: OutboxEntry, options: RequestOptions): Promise<unknown> {
  switch (entry.method) {
    case 'GET':
      return httpClient.get(entry.url, options)
    case 'POST':
      return httpClient.post(entry.url, entry.body, options)
    case 'PATCH':
      return httpClient.patch(entry.url, entry.body, options)
    case 'DELETE':
      return httpClient.delete(entry.url, options)
  }
}

export async function sendOutboxEntry(entry: OutboxEntry, ticket: string): Promise<OutboxAnswer> {
  const params = entry.ticketParameter ? { [entry.ticketParameter]: ticket } : undefined
  try {
    return { ok: true, body: await call(entry, { idempotencyKey: entry.idempotencyKey, params }) }
  } catch (error) {
    // Without a status no answer came: the caller keeps the entry and tries again later.
    if (!(error instanceof HttpError) || error.status === null) throw error
    return { ok: false, status: error.status, code: error.apiError?.code }
  }
}
