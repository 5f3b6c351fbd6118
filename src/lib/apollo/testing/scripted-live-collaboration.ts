// A light collaboration client whose other end the test plays: queries answer with what the test
// gave, and the test sends each subscription's results or ends it.
import type { TypedDocumentNode } from '@apollo/client'
import type { LiveCollaboration, LiveSink } from '../live-collaboration'

interface Following {
  operation: string | undefined
  variables: Record<string, unknown>
  sink: LiveSink<unknown>
  stopped: boolean
}

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  const definition = document.definitions[0]
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined
}

export function scriptedLiveCollaboration(answers: Record<string, unknown> = {}) {
  const following: Following[] = []
  const live: LiveCollaboration = {
    subscribe(document, variables, sink) {
      const entry: Following = {
        operation: operationName(document as never),
        variables,
        sink: sink as LiveSink<unknown>,
        stopped: false,
      }
      following.push(entry)
      return () => (entry.stopped = true)
    },
    query(document) {
      const answer = answers[operationName(document as never) ?? '']
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never)
    },
  }
  /** The newest subscription to `operation`. */
  const subscription = (operation: string) => {
    const found = following.findLast((entry) => entry.operation === operation)
    if (!found) throw new Error(`no subscription to ${operation}`)
    return found
  }
  return { live, following, subscription }
}
