import { useState } from 'react'
import type { ApolloClient } from '@apollo/client'
import type { OperationText } from '@/lib/apollo/graphql-request'
import { writeFolder, type FolderWriteOutcome } from './write-folder'

/** writeFolder with the busy state a form shows while its write is on its way. */
export function useFolderWrite(client: ApolloClient) {
  const [busy, setBusy] = useState(false)
  async function run<TResult, TVariables extends { clientMutationId: unknown }>(
    mutation: OperationText<TResult, TVariables>,
    variables: Omit<TVariables, 'clientMutationId'>,
    description: string,
  ): Promise<FolderWriteOutcome<TResult>> {
    setBusy(true)
    try {
      return await writeFolder(client, mutation, variables, description)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
