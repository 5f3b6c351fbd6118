// The user's favourites as the stars show them: the set last heard from the service (query and
// live subscription, favourites-follower.ts) with the user's own changes not yet confirmed laid
// over it. Light on purpose: every entry's star reads it on the first screen.
import { atom } from 'jotai'

/** Event ids the service says are favourites; empty until the collaboration client has loaded. */
export const serverFavouritesAtom = atom<ReadonlySet<string>>(new Set<string>())

/** Writes waiting in the outbox (offline): event id → favourite or not. */
export const queuedFavouritesAtom = atom<ReadonlyMap<string, boolean>>(new Map<string, boolean>())

/** Clicks whose write is on its way, shown at once: event id → favourite or not. */
export const favouriteOverlayAtom = atom<ReadonlyMap<string, boolean>>(new Map<string, boolean>())

export function withOverlay(
  server: ReadonlySet<string>,
  overlay: ReadonlyMap<string, boolean>,
): ReadonlySet<string> {
  if (overlay.size === 0) return server
  const ids = new Set(server)
  for (const [id, on] of overlay) {
    if (on) ids.add(id)
    else ids.delete(id)
  }
  return ids
}

export const favouriteIdsAtom = atom((get) =>
  withOverlay(
    withOverlay(get(serverFavouritesAtom), get(queuedFavouritesAtom)),
    get(favouriteOverlayAtom),
  ),
)
