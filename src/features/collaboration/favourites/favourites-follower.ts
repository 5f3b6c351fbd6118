// Feeds serverFavouritesAtom from the light collaboration client: the myFavourites query online,
// then the myFavouritesChanged subscription, whose list replaces it, so stars follow other tabs
// and devices live. The last list is kept on the device for the account, shown offline and when
// the service cannot be reached.
import type { getDefaultStore } from 'jotai'
import type { LiveCollaboration } from '@/lib/apollo/live-collaboration'
import { localData } from '@/offline/local-data'
import { MyFavouritesChangedText, MyFavouritesText } from '../api/generated/followed-texts'
import { serverFavouritesAtom } from './favourites-state'

type Store = ReturnType<typeof getDefaultStore>

export function followFavourites(
  store: Store,
  live: LiveCollaboration,
  online: boolean,
  accountId: string | null,
): () => void {
  let stopped = false
  let heard = false
  const show = (list: readonly { eventId: string }[]) => {
    if (stopped) return
    heard = true
    const eventIds = list.map((item) => item.eventId)
    store.set(serverFavouritesAtom, new Set(eventIds))
    if (accountId) void localData.setFavourites({ accountId, eventIds })
  }
  const showStored = async () => {
    const stored = await localData.getFavourites()
    if (!stopped && !heard && stored && stored.accountId === accountId)
      store.set(serverFavouritesAtom, new Set(stored.eventIds))
  }
  if (!online) {
    void showStored()
    return () => (stopped = true)
  }
  const stopLive = live.subscribe(
    MyFavouritesChangedText,
    {},
    { next: (data) => show(data.myFavouritesChanged), ended: () => undefined },
  )
  live.query(MyFavouritesText).then(
    (data) => show(data.myFavourites),
    // The service cannot be reached although the device is online: the last known list.
    () => showStored(),
  )
  return () => {
    stopped = true
    stopLive()
  }
}
