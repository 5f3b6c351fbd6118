// Sets or clears stars, one (the star button) or many (the bulk bar): shown at once, written
// through the outbox (replayed exactly once when offline), and taken into the server's set once
// the service has confirmed it.
import type { getDefaultStore } from 'jotai'
import { showMessage } from '@/stores/message-bar'
import { FavouriteText, UnfavouriteText } from '../api/generated/operation-texts'
import { sendCollaborationWrite } from '../api/send-collaboration-write'
import { favouriteOverlayAtom, serverFavouritesAtom, withOverlay } from './favourites-state'
import { refreshQueuedFavourites } from './queued-favourites'
import { track } from '@/lib/analytics/track'

type Store = ReturnType<typeof getDefaultStore>

/** Ends the write's overlay on each star unless a later click on it has replaced it. */
function settleClicks(store: Store, eventIds: readonly string[], on: boolean): void {
  const rest = new Map(store.get(favouriteOverlayAtom))
  for (const eventId of eventIds) if (rest.get(eventId) === on) rest.delete(eventId)
  store.set(favouriteOverlayAtom, rest)
}

function send(eventIds: readonly string[], on: boolean) {
  const variables = { eventIds: [...eventIds] }
  return on
    ? sendCollaborationWrite(FavouriteText, variables, 'Als Favorit markieren')
    : sendCollaborationWrite(UnfavouriteText, variables, 'Favorit entfernen')
}

export async function writeFavourites(
  store: Store,
  eventIds: readonly string[],
  on: boolean,
): Promise<void> {
  track({ kind: 'favourite', on, count: eventIds.length })
  const overlay = new Map(store.get(favouriteOverlayAtom))
  for (const eventId of eventIds) overlay.set(eventId, on)
  store.set(favouriteOverlayAtom, overlay)
  try {
    const outcome = await send(eventIds, on)
    if (outcome.status === 'sent') {
      const confirmed = new Map(eventIds.map((eventId) => [eventId, on]))
      store.set(serverFavouritesAtom, withOverlay(store.get(serverFavouritesAtom), confirmed))
    }
    // Queued: the outbox holds it now and shows it until the replay.
    await refreshQueuedFavourites(store)
  } catch (error) {
    console.error('The favourite could not be saved', error)
    showMessage({ type: 'error', text: 'Der Favorit konnte nicht gespeichert werden.' })
  } finally {
    settleClicks(store, eventIds, on)
  }
}
