// Feeds the bell's unread count from myNotificationsChanged (first the count, then every change:
// a new alert, a read on another device), started with the collaboration client.
import type { ApolloClient } from '@apollo/client'
import type { getDefaultStore } from 'jotai'
import { MyNotificationsChangedDocument } from '../api/generated/operations'
import { unreadNotificationsAtom } from './notifications-state'

type Store = ReturnType<typeof getDefaultStore>

export function followNotifications(store: Store, client: ApolloClient): () => void {
  const live = client.subscribe({ query: MyNotificationsChangedDocument }).subscribe({
    next: ({ data }) => {
      if (data) store.set(unreadNotificationsAtom, data.myNotificationsChanged.unreadCount)
    },
  })
  return () => live.unsubscribe()
}
