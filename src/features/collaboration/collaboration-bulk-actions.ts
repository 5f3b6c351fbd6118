// What collaboration adds to the bulk bar (docs/product.md#selection): „In einen Ordner“ opens
// the collaboration modal for the selected entries; „Favorit setzen“ and „Favorit entfernen“ star
// or unstar them all at once, each shown only when it would change something.
import type { getDefaultStore } from 'jotai'
import { registerBulkAction, type BulkActionContext } from '@/stores/bulk-actions'
import { openCollaborationModalAtom } from './collaboration-state'
import { favouriteIdsAtom } from './favourites/favourites-state'

type Store = ReturnType<typeof getDefaultStore>

const ids = (context: Pick<BulkActionContext, 'entries'>) => context.entries.map(({ id }) => id)

/** Registers the actions; returns the function that takes them out again. */
export function registerCollaborationActions(store: Store): () => void {
  const favourites = () => store.get(favouriteIdsAtom)
  const setFavourites = (eventIds: string[], on: boolean) =>
    import('./favourites/write-favourite').then(({ writeFavourites }) =>
      writeFavourites(store, eventIds, on),
    )
  const unregister = [
    registerBulkAction(
      {
        id: 'collaboration-folder',
        label: 'In einen Ordner',
        icon: 'folder',
        order: 100,
        run: (entries) => store.set(openCollaborationModalAtom, ids({ entries })),
      },
      store,
    ),
    registerBulkAction(
      {
        id: 'collaboration-favourite',
        label: 'Favorit setzen',
        icon: 'star',
        order: 110,
        hidden: (context) => ids(context).every((id) => favourites().has(id)),
        run: (entries) => setFavourites(ids({ entries }), true),
      },
      store,
    ),
    registerBulkAction(
      {
        id: 'collaboration-unfavourite',
        label: 'Favorit entfernen',
        icon: 'star',
        order: 120,
        hidden: (context) => !ids(context).some((id) => favourites().has(id)),
        run: (entries) => setFavourites(ids({ entries }), false),
      },
      store,
    ),
  ]
  return () => unregister.forEach((take) => take())
}
