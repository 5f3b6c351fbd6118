// Feeds the bell's unread count from myNotificationsChanged (first the count, then every change:
// a new alert, a read on another device), started with the collaboration client.
import type { ApolloClient } from '@apollo/client'
import type { getDefaultStore } from 'jotai'
import { MyNotificationsChangedDocument } from '../api/generated/operations'
import { unreadNotificationsAtom } from './notifications-state'

type Store = ReturnType<typeof getDefaultStore>

/** `ended`: the subscription gave up (the socket ran out of retries), so its owner can start again. */
export function followNotifications(
  store: Store,
  client: ApolloClient,
  ended: () => void,
): () => void {
  const live = client.subscribe({ query: MyNotificationsChangedDocument }).subscribe({
    next: ({ data }) => {
      if (data) store.set(unreadNotificationsAtom, data.myNotificationsChanged.unreadCount)
    },
    // Apollo hands a lost connection over as a value with `error`, then completes the stream.
    complete: ended,
  })
  return () => live.unsubscribe()
}
