// How an outbox entry reaches the server: through the shared HTTP client (API prefixes, bearer
// ticket, transaction id) with the entry's idempotency key on every attempt, and for endpoints
// that take the ticket in the URL, the ticket of the moment, never the one of when it was made.
// A GraphQL entry's rules load with its first send: the first screen has no use for them.
import { HttpError } from '@/lib/http/http-error'
import { httpClient, type RequestOptions } from '@/lib/http/http-client'
import type { OutboxAnswer } from './create-outbox'
import type { OutboxEntry } from './local-data'

function call(entry: OutboxEntry, body: unknown, options: RequestOptions): Promise<unknown> {
  switch (entry.method) {
    case 'GET':
      return httpClient.get(entry.url, options)
    case 'POST':
      return httpClient.post(entry.url, body, options)
    case 'PATCH':
      return httpClient.patch(entry.url, body, options)
    case 'DELETE':
      return httpClient.delete(entry.url, options)
  }
}

async function sendGraphql(entry: OutboxEntry, options: RequestOptions): Promise<OutboxAnswer> {
  const { graphqlAnswer, withClientMutationId } = await import('./graphql-outbox-answer')
  return graphqlAnswer(await call(entry, withClientMutationId(entry), options))
}

export async function sendOutboxEntry(entry: OutboxEntry, ticket: string): Promise<OutboxAnswer> {
  const params = entry.ticketParameter ? { [entry.ticketParameter]: ticket } : undefined
  const options = { idempotencyKey: entry.idempotencyKey, params }
  try {
    if (entry.kind === 'graphql') return await sendGraphql(entry, options)
    return { ok: true, body: await call(entry, entry.body, options) }
  } catch (error) {
    // Without a status no answer came: the caller keeps the entry and tries again later.
    if (!(error instanceof HttpError) || error.status === null) throw error
    return { ok: false, status: error.status, code: error.apiError?.code }
  }
}
