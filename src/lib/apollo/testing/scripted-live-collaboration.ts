// A light collaboration client whose other end the test plays: queries answer with what the test
// gave, and the test sends each subscription's results or ends it.
import type { LiveCollaboration, LiveSink } from '../live-collaboration'

interface Following {
  operation: string
  variables: Record<string, unknown>
  sink: LiveSink<unknown>
  stopped: boolean
}

export function scriptedLiveCollaboration(answers: Record<string, unknown> = {}) {
  const following: Following[] = []
  const live: LiveCollaboration = {
    subscribe({ operationName }, variables, sink) {
      const entry: Following = {
        operation: operationName,
        variables,
        sink: sink as LiveSink<unknown>,
        stopped: false,
      }
      following.push(entry)
      return () => (entry.stopped = true)
    },
    query({ operationName }) {
      const answer = answers[operationName]
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
