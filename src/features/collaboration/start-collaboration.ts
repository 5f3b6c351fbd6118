// Everything of collaboration that runs without being asked, started once the first screen has
// settled (main.tsx): the client's session and the favourites' followers. What it needs of the
// start's own code comes as arguments (docs/architecture.md#collaboration-client).
import { createElement } from 'react'
import type { Atom, getDefaultStore } from 'jotai'
import {
  liveCollaborationAtom,
  startCollaborationSession,
  type CollaborationSessionDependencies,
} from '@/lib/apollo/collaboration-session'
import type { LiveCollaboration } from '@/lib/apollo/live-collaboration'
import { serverFavouritesAtom } from './favourites/favourites-state'
import { followFavourites } from './favourites/favourites-follower'
import { refreshQueuedFavourites } from './favourites/queued-favourites'
import { followLiveAgenda } from './live-agenda-follower'
import { followNotifications } from './notifications/notifications-follower'
import { notificationBellAtom } from './notifications/bell-slot'
import { queryClient } from '@/lib/query/query-client'
import { offerBulkActions } from '@/stores/bulk-action-sources'

type Store = ReturnType<typeof getDefaultStore>

export interface CollaborationStartDependencies extends CollaborationSessionDependencies {
  isOnline: () => boolean
  onOnlineChange: (listener: () => void) => () => void
  onOutboxChange: (listener: () => void) => () => void
}

/**
 * How long after the socket gave up its retries (an outage longer than them, a server restarting
 * slowly) following starts again: live updates must not end for good while the app stays open.
 */
const RESUME_AFTER_MS = 30_000

/**
 * Follows the current client, again after every change of client or of the network, and again
 * RESUME_AFTER_MS after a subscription gave up while online.
 */
function followClient(
  store: Store,
  clientAtom: Atom<LiveCollaboration | null>,
  { isOnline, authState }: Pick<CollaborationStartDependencies, 'isOnline' | 'authState'>,
) {
  const accountId = () => {
    const state = store.get(authState)
    return state.status === 'authenticated' ? state.profile.account_id : null
  }
  let stop = () => {}
  let resume: ReturnType<typeof setTimeout> | undefined
  const ended = () => {
    clearTimeout(resume)
    resume = setTimeout(() => {
      if (isOnline()) follow()
    }, RESUME_AFTER_MS)
  }
  const follow = () => {
    clearTimeout(resume)
    stop()
    const client = store.get(clientAtom)
    if (client) {
      const stopFavourites = followFavourites(store, client, isOnline(), accountId())
      // The live agenda (docs/architecture.md#live-agenda) resumes from its last version.
      const stopLive = isOnline() ? followLiveAgenda(store, client, queryClient, ended) : () => {}
      // The bell's unread count (docs/product.md#alerts).
      const stopNotifications = isOnline() ? followNotifications(store, client, ended) : () => {}
      stop = () => {
        stopFavourites()
        stopLive()
        stopNotifications()
      }
    } else {
      stop = () => {}
      store.set(serverFavouritesAtom, new Set<string>())
    }
  }
  return follow
}

export function startCollaboration(deps: CollaborationStartDependencies): void {
  const { store } = deps
  void import('./notifications/notification-bell').then((bell) =>
    store.set(notificationBellAtom, createElement(bell.default)),
  )
  startCollaborationSession(deps)
  // Its bulk actions load with the bulk bar, at the first selection.
  offerBulkActions(() =>
    import('./collaboration-bulk-actions').then((actions) =>
      actions.registerCollaborationActions(store),
    ),
  )
  const follow = followClient(store, liveCollaborationAtom, deps)
  follow()
  store.sub(liveCollaborationAtom, follow)
  deps.onOnlineChange(follow)
  const refresh = () => void refreshQueuedFavourites(store)
  refresh()
  deps.onOutboxChange(refresh)
}
