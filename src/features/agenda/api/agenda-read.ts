// The agenda's two reads, the search and the day summary, are one kind of request: a search's body
// POSTed to the events API (the server builds both from one query, docs/architecture.md#apis).
// Here they are sent, and written down for the next start to send early.
import { apiUrl } from '@/lib/http/api-url'
import { httpClient } from '@/lib/http/http-client'

/** Said when the agenda's entries could not be read and the server gave no sentence of its own. */
export const SEARCH_FAILED_MESSAGE = 'Die Termine konnten nicht geladen werden.'

/** The read at `path` (below the events API): how to send a request, and what is sent. */
export function agendaRead<Request, Answer>(path: string) {
  return {
    send: (request: Request, signal?: AbortSignal) =>
      httpClient.post<Answer>(path, request, { signal }),
    /** The request as the client sends it, for the next start (src/lib/http/early-request.ts). */
    sent: (request: Request) => ({ url: apiUrl(path), body: JSON.stringify(request) }),
  }
}
