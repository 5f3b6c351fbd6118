// Every folder and favourite write goes through the outbox, online or not: it is queued with an
// idempotency key that becomes its clientMutationId, sent at once when possible and otherwise
// replayed exactly once when the app is back online (docs/architecture.md#collaboration-client).
import { GRAPHQL_URL, graphqlRequestBody, type OperationText } from '@/lib/apollo/graphql-request'
import { sendOrQueue } from '@/offline/outbox'

/** A mutation's variables without clientMutationId: the outbox entry's key fills it in. */
type WriteVariables<TVariables> = Omit<TVariables, 'clientMutationId'>

export function sendCollaborationWrite<TResult, TVariables extends { clientMutationId: unknown }>(
  mutation: OperationText<TResult, TVariables>,
  variables: WriteVariables<TVariables>,
  description: string,
) {
  return sendOrQueue({
    kind: 'graphql',
    method: 'POST',
    url: GRAPHQL_URL,
    body: graphqlRequestBody(mutation, variables),
    description,
  })
}
