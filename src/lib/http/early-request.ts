// The start's first search, sent before the app's code has loaded (docs/architecture.md#start-up):
// the app remembers the first search of each start with the address it opened on, and on the
// next start at that address `src/lib/http/early-search.js` sends it again from the page's head. The
// http client takes that answer for the request exactly like it (address, body and ticket), once.

/** Read by src/lib/http/early-search.js too: the two must agree on it. */
const START_REQUEST_KEY = 'agenda-start-request'

interface StartRequest {
  /** The page's address as it was opened (path under the app's base and search). */
  address: string
  url: string
  body: string
}

/** What src/lib/http/early-search.js leaves for the app. */
interface EarlyRequest {
  url: string
  body: string
  ticket: string
  response: Promise<Response>
}

declare global {
  interface Window {
    agendaEarlyRequest?: EarlyRequest
  }
}

/** Remembers the start's first search for the next start at `address`. */
export function rememberStartRequest(request: StartRequest): void {
  try {
    localStorage.setItem(START_REQUEST_KEY, JSON.stringify(request))
  } catch {
    // A full or refused storage only costs the next start its head start.
  }
}

/** At sign-out: the search holds the user's words and filters. */
export function forgetStartRequest(): void {
  localStorage.removeItem(START_REQUEST_KEY)
}

/**
 * `fetch` for the http client: the early request's answer, taken once, for the request exactly like
 * it (address, body and ticket); where that failed or was refused (an expired ticket), the request
 * is sent again as if there had been none. A caller that gives up meanwhile waits for the answer
 * under way, as it would for its own.
 */
export function fetchTakingEarlyRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const early = window.agendaEarlyRequest
  const same =
    early?.url === input &&
    early.body === init?.body &&
    new Headers(init.headers).get('Authorization') === `Bearer ${early.ticket}`
  if (!same) return fetch(input, init)
  window.agendaEarlyRequest = undefined
  const again = () => fetch(input, init)
  return early.response.then((response) => (response.ok ? response : again()), again)
}
