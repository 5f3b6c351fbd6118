// The collaboration service's errors as one text (docs/product.md#errors): „[GraphQL] message“ per GraphQL error,
// „[Network] message“ for anything that went wrong on the way. Logged as such; the interface
// shows its own German sentence.
import { CombinedGraphQLErrors } from '@apollo/client/errors'

export function combinedErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.map((graphqlError) => `[GraphQL] ${graphqlError.message}`).join('\n')
  const message = error instanceof Error ? error.message : String(error)
  return `[Network] ${message}`
}

/**
 * fetch for the HTTP link: a non-OK answer without a body becomes a network error carrying the
 * status text (Apollo would otherwise report a parse failure of the empty body).
 */
export function statusTextFetch(send: typeof fetch = (input, init) => fetch(input, init)) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await send(input, init)
    if (response.ok || (await response.clone().text()) !== '') return response
    throw new Error(response.statusText || `HTTP ${response.status}`)
  }
}
