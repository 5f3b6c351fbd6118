// Feeds the bell's unread count from myNotificationsChanged (first the count, then every change:
// a new alert, a read on another device), started with the collaboration client.
import type { getDefaultStore } from 'jotai'
import type { LiveCollaboration } from '@/lib/apollo/live-collaboration'
import { MyNotificationsChangedText } from '../api/generated/followed-texts'
import { unreadNotificationsAtom } from './notifications-state'

type Store = ReturnType<typeof getDefaultStore>

/** `ended`: the subscription gave up (the socket ran out of retries), so its owner can start again. */
export function followNotifications(
  store: Store,
  live: LiveCollaboration,
  ended: () => void,
): () => void {
  return live.subscribe(
    MyNotificationsChangedText,
    {},
    {
      next: (data) => store.set(unreadNotificationsAtom, data.myNotificationsChanged.unreadCount),
      ended,
    },
  )
}
