// „Favoriten“: the user's favourites as a list, soonest first, each linking to its detail in the
// current presentation (classic or Zen) and carrying its star to remove it. Loaded on demand.
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import { Button } from '@/components/ui/button'
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog'
import { useFavouriteEvents, type FavouriteEvent } from '../api/get-favourite-events'
import { FavouriteStar } from './favourite-star'
import { favouriteIdsAtom } from './favourites-state'
import './favourites-dialog.css'

function detailPath(pathname: string, eventId: string): string {
  const base = pathname.startsWith('/zen') ? '/zen/preview' : '/events/standard'
  return `${base}/detail/${encodeURIComponent(eventId)}`
}

function FavouriteItem({ item, onOpen }: { item: FavouriteEvent; onOpen: () => void }) {
  const { pathname } = useLocation()
  return (
    <li className="favourites-item">
      {item.status === 'ready' ? (
        <Link to={detailPath(pathname, item.id)} onClick={onOpen} className="favourites-link">
          <span className="favourites-title">{item.event.title}</span>
          <span className="favourites-when">{formatDateTime(item.event.startTime)}</span>
        </Link>
      ) : (
        <span className="favourites-link">
          {item.status === 'loading' ? 'Wird geladen …' : 'Dieser Eintrag ist nicht verfügbar.'}
        </span>
      )}
      <FavouriteStar eventId={item.id} />
    </li>
  )
}

export default function FavouritesDialog({ onClose }: { onClose: () => void }) {
  const ids = [...useAtomValue(favouriteIdsAtom)]
  const items = useFavouriteEvents(ids)
  return (
    <ModalDialog title="Favoriten" onClose={onClose}>
      {items.length === 0 ? (
        <p>Noch keine Favoriten. Markieren Sie Einträge mit dem Stern.</p>
      ) : (
        <ul className="favourites-list">
          {items.map((item) => (
            <FavouriteItem key={item.id} item={item} onOpen={onClose} />
          ))}
        </ul>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Schließen
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
