// Feeds serverFavouritesAtom from the collaboration client: the myFavourites query (from the
// network online, from the persisted cache offline) and the myFavouritesChanged subscription,
// whose list replaces the cached one, so stars follow other tabs and devices live.
import type { ApolloClient } from '@apollo/client'
import type { getDefaultStore } from 'jotai'
import { MyFavouritesChangedDocument, MyFavouritesDocument } from '../api/generated/operations'
import { serverFavouritesAtom } from './favourites-state'

type Store = ReturnType<typeof getDefaultStore>

export function followFavourites(store: Store, client: ApolloClient, online: boolean): () => void {
  const favourites = client.watchQuery({
    query: MyFavouritesDocument,
    fetchPolicy: online ? 'network-only' : 'cache-only',
  })
  const show = (list: readonly { eventId: string }[]) =>
    store.set(serverFavouritesAtom, new Set(list.map((item) => item.eventId)))
  const watching = favourites.subscribe({
    next: ({ data, dataState, error }) => {
      if (dataState === 'complete') return show(data.myFavourites)
      // The service cannot be reached although the device is online: the last known list.
      const cached = error ? client.cache.readQuery({ query: MyFavouritesDocument }) : null
      if (cached) show(cached.myFavourites)
    },
  })
  // Offline there is no one to subscribe to; the follower starts again once online.
  const live = online
    ? client.subscribe({ query: MyFavouritesChangedDocument }).subscribe({
        next: ({ data }) => {
          if (!data) return
          client.cache.writeQuery({
            query: MyFavouritesDocument,
            data: { myFavourites: data.myFavouritesChanged },
          })
        },
      })
    : undefined
  return () => {
    watching.unsubscribe()
    live?.unsubscribe()
  }
}
