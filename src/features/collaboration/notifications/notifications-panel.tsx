// The notification centre (docs/product.md#alerts), loaded when the bell is pressed: the newest
// alerts with the search's name (for an entry I follow: what changed), the entry's Berlin time and
// a link to it, and „Alle als gelesen markieren“. The unread count in the header follows by the
// subscription.
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import { Button } from '@/components/ui/button'
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog'
import { useCollaborationClient } from '@/lib/apollo/collaboration-session'
import {
  MarkNotificationsReadDocument,
  MyNotificationsDocument,
  type MyNotificationsQuery,
} from '../api/generated/operations'
import '../favourites/favourites-dialog.css'

type Item = MyNotificationsQuery['myNotifications']['items'][number]

const CHANGE_LABELS: Record<Item['change'], string> = {
  CREATED: 'Neu',
  CHANGED: 'Geändert',
  CANCELLED: 'Abgesagt',
  DELETED: 'Gelöscht',
}

/** A search's alert names the kind of change; a followed entry's notice says what changed. */
const headline = (item: Item) =>
  item.source === 'FOLLOW' && item.detail
    ? `${item.eventTitle}: ${item.detail}`
    : `${CHANGE_LABELS[item.change]}: ${item.eventTitle}`

function detailPath(pathname: string, eventId: string): string {
  const base = pathname.startsWith('/zen') ? '/zen/preview' : '/events/standard'
  return `${base}/detail/${encodeURIComponent(eventId)}`
}

export default function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const client = useCollaborationClient()
  const { pathname } = useLocation()
  const [items, setItems] = useState<Item[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!client) return
    let current = true
    client
      .query({ query: MyNotificationsDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => current && data && setItems(data.myNotifications.items))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [client])

  const markAll = async () => {
    if (!client) return
    await client.mutate({
      mutation: MarkNotificationsReadDocument,
      variables: { clientMutationId: crypto.randomUUID(), all: true },
    })
    setItems((list) => list?.map((item) => ({ ...item, read: true })) ?? null)
  }

  return (
    <ModalDialog title="Benachrichtigungen" onClose={onClose}>
      {failed || !client ? (
        <p>Die Benachrichtigungen können gerade nicht geladen werden.</p>
      ) : items === null ? (
        <p>Wird geladen …</p>
      ) : items.length === 0 ? (
        <p>
          Noch keine Benachrichtigungen. Schalten Sie sie bei einer gespeicherten Suche ein oder
          folgen Sie einem Termin.
        </p>
      ) : (
        <ul className="favourites-list">
          {items.map((item) => (
            <li key={item.id} className="favourites-item">
              <Link
                to={detailPath(pathname, item.eventId)}
                onClick={onClose}
                className="favourites-link"
              >
                <span className="favourites-title">
                  {item.read ? '' : '● '}
                  {headline(item)}
                </span>
                <span className="favourites-when">
                  {formatDateTime(item.startTime)} ·{' '}
                  {item.source === 'FOLLOW'
                    ? 'Termin, dem Sie folgen'
                    : `Suche „${item.searchName}“`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        {items?.some((item) => !item.read) && (
          <Button variant="quiet" onClick={() => void markAll()}>
            Alle als gelesen markieren
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Schließen
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
