// One folder in the sidebar, as the folder-list view of SPEC §3: its entries by start time, each
// linking to the event, with who added it; editors and owners can take entries out again.
import { Link } from 'react-router-dom'
import { formatPlace } from '@domain/event-place'
import { Icon } from '@/components/ui/icon'
import {
  canEditItems,
  ITEM_KIND_LABELS,
  type FolderDetailView,
  type FolderItemView,
} from '../folder-view'
import { folderItemWhen } from './folder-item-when'

interface FolderItemsProps {
  folder: FolderDetailView
  onRemove: (eventId: string) => void
}

function metadataOf(item: FolderItemView) {
  return item.topicMetadata ?? item.eventMetadata ?? null
}

function FolderItemLine({ item, onRemove }: { item: FolderItemView; onRemove?: () => void }) {
  const metadata = metadataOf(item)
  const place = metadata ? formatPlace(metadata.location) : ''
  return (
    <li className="collab-item" data-folder-item={item.id}>
      <p className="collab-item__when">
        <span className="collab-item__kind">{ITEM_KIND_LABELS[item.type]}</span>
        {metadata && <span>{folderItemWhen(metadata)}</span>}
      </p>
      <Link className="collab-item__title" to={`/events/standard/detail/${item.id}`}>
        {item.title}
      </Link>
      {place && <p className="collab-item__place">{place}</p>}
      {item.note && <p className="collab-item__note">{item.note}</p>}
      <p className="collab-item__added">Hinzugefügt von {item.addedBy.name}</p>
      {onRemove && (
        <button
          type="button"
          className="collab-icon-button collab-item__remove"
          aria-label={`„${item.title}“ aus dem Ordner entfernen`}
          onClick={onRemove}
        >
          <Icon name="close" size="small" />
        </button>
      )}
    </li>
  )
}

export function FolderItems({ folder, onRemove }: FolderItemsProps) {
  const editable = canEditItems(folder.myRole)
  if (folder.items.length === 0) {
    return (
      <p className="collab-empty">
        Dieser Ordner ist leer. Wählen Sie in der Agenda Einträge aus und fügen Sie sie mit „In
        einen Ordner“ hinzu.
      </p>
    )
  }
  return (
    <ol className="collab-items" aria-label={`Einträge in „${folder.name}“`}>
      {folder.items.map((item) => (
        <FolderItemLine
          key={item.id}
          item={item}
          onRemove={editable ? () => onRemove(item.id) : undefined}
        />
      ))}
    </ol>
  )
}
