// A GraphQL operation as the JSON body of a POST to /graphql, for writes that travel through the
// outbox rather than Apollo (they must survive a reload and be replayed exactly once).
import { Kind, print, type DocumentNode } from 'graphql'

export const MISSING_QUERY_MESSAGE = 'A query must be provided.'

export interface GraphqlRequestBody {
  query: string
  variables: Record<string, unknown>
  operationName?: string
}

/** Fails like the service would (SPEC §5, §8) before anything is queued. */
export function graphqlRequestBody(
  document: DocumentNode | null | undefined,
  variables: Record<string, unknown>,
): GraphqlRequestBody {
  const operation = document?.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  )
  if (!document || !operation) throw new Error(MISSING_QUERY_MESSAGE)
  const name = operation.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined
  return { query: print(document), variables, ...(name ? { operationName: name } : {}) }
}
