// A GraphQL operation as the JSON body of a POST to /graphql, for what is sent without Apollo: the
// writes that travel through the outbox (they must survive a reload and be replayed exactly once)
// and the light client's reads (live-collaboration.ts).

export const MISSING_QUERY_MESSAGE = 'A query must be provided.'

/** Where such a POST goes: the outbox's writes and the favourites waiting among them are known by it. */
export const GRAPHQL_URL = '/graphql'

/**
 * An operation as the text the service reads, typed by its answer and variables like a typed
 * document; `npm run codegen` writes one per operation (generated/operation-texts.ts, and generated/followed-texts.ts for what the start follows).
 */
export interface OperationText<TData, TVariables> {
  readonly operationName: string
  readonly query: string
  /** Never set: it only carries the types. */
  readonly __types?: (variables: TVariables) => TData
}

export interface GraphqlRequestBody {
  query: string
  variables: Record<string, unknown>
  operationName?: string
}

/** Fails like the service would (docs/product.md#errors) before anything is queued. */
export function graphqlRequestBody(
  operation: OperationText<unknown, never> | null | undefined,
  variables: Record<string, unknown>,
): GraphqlRequestBody {
  if (!operation?.query.trim()) throw new Error(MISSING_QUERY_MESSAGE)
  const { query, operationName } = operation
  return { query, variables, ...(operationName ? { operationName } : {}) }
}
