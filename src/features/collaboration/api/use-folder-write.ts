import { useState } from 'react'
import type { ApolloClient, TypedDocumentNode } from '@apollo/client'
import { writeFolder, type FolderWriteOutcome } from './write-folder'

/** writeFolder with the busy state a form shows while its write is on its way. */
export function useFolderWrite(client: ApolloClient) {
  const [busy, setBusy] = useState(false)
  async function run<TResult, TVariables extends { clientMutationId: unknown }>(
    mutation: TypedDocumentNode<TResult, TVariables>,
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
