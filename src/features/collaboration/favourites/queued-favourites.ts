// Keeps queuedFavouritesAtom equal to the favourite writes waiting in the outbox. A write that
// left the outbox was replayed: its change joins the server's set until the service's own answer
// (subscription or next read) replaces that set.
import type { getDefaultStore } from 'jotai'
import { localData } from '@/offline/local-data'
import { queuedFavouritesAtom, serverFavouritesAtom, withOverlay } from './favourites-state'
import { pendingFavourites } from './pending-favourites'

type Store = ReturnType<typeof getDefaultStore>

export async function refreshQueuedFavourites(store: Store): Promise<void> {
  const queued = pendingFavourites(await localData.outbox.list())
  const replayed = new Map([...store.get(queuedFavouritesAtom)].filter(([id]) => !queued.has(id)))
  if (replayed.size > 0)
    store.set(serverFavouritesAtom, withOverlay(store.get(serverFavouritesAtom), replayed))
  store.set(queuedFavouritesAtom, queued)
}
