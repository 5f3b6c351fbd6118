// Subscribers of one notice who may see the same thing get the same bytes (docs/architecture.md
// "Collaboration"). A resolver marks the payload it yields with its viewer shape: what of the
// viewer the payload depends on (a folder's change: the subscriber's role, or that they lost the
// folder). Subscribers of the same notice with the same document, variables and viewer shape then
// share one GraphQL execution and one JSON serialisation, instead of one each: with a thousand
// subscribers of a folder, that is two executions (owner, readers) instead of a thousand.
//
// This holds because the event types have no resolvers of their own: an event's result depends
// only on its payload, the document and the variables, never on the context.
import type { DeliveredNotice } from './change-notice'

interface Sharing {
  notice: DeliveredNotice
  viewerShape: string
}
const sharings = new WeakMap<object, Sharing>()

/**
 * Marks `payload` as what every subscriber of `notice` with this `viewerShape` is shown: two
 * subscribers who may see different things must never have the same shape.
 */
export function sharedPayload<T extends object>(
  payload: T,
  notice: DeliveredNotice,
  viewerShape: string,
): T {
  sharings.set(payload, { notice, viewerShape })
  return payload
}

/**
 * The serialised result of executing `payload` for one subscription whose document and variables
 * are `selection`: executed once per notice and viewer shape when the payload is shared, else
 * for this subscriber alone.
 */
export function sharedResult(
  payload: object,
  selection: string,
  execute: () => Promise<Buffer>,
): Promise<Buffer> {
  const sharing = sharings.get(payload)
  if (!sharing) return execute()
  const key = `result\n${selection}\n${sharing.viewerShape}`
  let result = sharing.notice.shared.get(key) as Promise<Buffer> | undefined
  if (!result) {
    result = execute()
    sharing.notice.shared.set(key, result)
  }
  return result
}
