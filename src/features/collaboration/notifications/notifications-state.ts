// The bell's unread count (docs/product.md#alerts): tiny, since the header on the first screen
// reads it; fed by notifications-follower.ts once the collaboration client runs.
import { atom } from 'jotai'

export const unreadNotificationsAtom = atom(0)
