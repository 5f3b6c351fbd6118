// A folder write from the sidebar or the modal: through the outbox like every collaboration write
// (send-collaboration-write.ts), so it is replayed exactly once when made offline; once the
// service has taken it, the folder views on screen read again.
import type { ApolloClient } from '@apollo/client'
import type { OperationText } from '@/lib/apollo/graphql-request'
import { showMessage } from '@/stores/message-bar'
import { sendCollaborationWrite } from './send-collaboration-write'

export type FolderWriteOutcome<TResult> =
  { status: 'sent'; data: TResult | null } | { status: 'queued' | 'dropped' }

export async function writeFolder<TResult, TVariables extends { clientMutationId: unknown }>(
  client: ApolloClient,
  mutation: OperationText<TResult, TVariables>,
  variables: Omit<TVariables, 'clientMutationId'>,
  description: string,
): Promise<FolderWriteOutcome<TResult>> {
  const outcome = await sendCollaborationWrite(mutation, variables, description)
  if (outcome.status === 'queued') {
    showMessage({
      type: 'info',
      text: `${description}: wird übertragen, sobald wieder eine Verbindung besteht.`,
    })
  }
  if (outcome.status !== 'sent') return outcome
  await client.refetchQueries({ include: 'active' })
  const body = outcome.body as { data?: TResult | null } | null
  return { status: 'sent', data: body?.data ?? null }
}
