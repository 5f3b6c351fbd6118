// What /graphql refuses over plain HTTP before mercurius sees the request: no document, one too
// large, a text that is no GraphQL, and a subscription, which only the socket serves.
import { GraphQLError, getOperationAST, parse, type DocumentNode } from 'graphql'
import { refusalBody } from './format-errors'
import { documentTooLarge, DOCUMENT_TOO_LARGE_MESSAGE } from './validation-rules'

/** The document and the operation a POST body or GET query names. */
export interface HttpOperation {
  query: unknown
  operationName: unknown
}

const SUBSCRIPTION_NEEDS_SOCKET_MESSAGE =
  'Abonnements (subscription) gibt es nur über die WebSocket-Verbindung, nicht über HTTP.'

function parsed(query: string): DocumentNode | GraphQLError {
  try {
    return parse(query)
  } catch (error) {
    if (error instanceof GraphQLError) return error
    throw error
  }
}

/** The 400 answer's body for a document HTTP does not run, or undefined to let it through. */
export function httpDocumentRefusal({ query, operationName }: HttpOperation) {
  if (typeof query !== 'string' || query.trim() === '') {
    return refusalBody(400, 'QUERY_MISSING', 'Die Anfrage enthält keine GraphQL-Abfrage.')
  }
  if (documentTooLarge(query)) {
    return refusalBody(400, 'DOCUMENT_TOO_LARGE', DOCUMENT_TOO_LARGE_MESSAGE)
  }
  // Refused here: mercurius fails on some non-documents (a bare number) with a TypeError.
  const document = parsed(query)
  if (document instanceof GraphQLError) {
    return {
      data: null,
      errors: [{ message: document.message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    }
  }
  // mercurius would execute a subscription like a query, whose null answer became a 500.
  const name = typeof operationName === 'string' ? operationName : undefined
  if (getOperationAST(document, name)?.operation === 'subscription') {
    return refusalBody(400, 'SUBSCRIPTION_NEEDS_SOCKET', SUBSCRIPTION_NEEDS_SOCKET_MESSAGE)
  }
  return undefined
}
