// One entry of an open folder: kind and time, a link to the event, place, a Sperrfrist still ahead
// (docs/product.md#embargo), note, who added it and who covers it (docs/product.md#coverage);
// editors and owners get buttons to plan its coverage and to take it out again.
import type { CSSProperties, Ref } from 'react'
import { Link } from 'react-router-dom'
import { embargoNotice } from '@domain/embargo'
import { formatPlace } from '@domain/event-place'
import { Icon } from '@/components/ui/icon'
import { useEmbargoClock } from '@/lib/react/use-embargo-clock'
import { CoverageLines } from '../coverage/coverage-lines'
import { ITEM_KIND_LABELS, type CoverageView, type FolderItemView } from '../folder-view'
import { folderItemWhen } from './folder-item-when'

interface FolderItemLineProps {
  item: FolderItemView
  /** 1-based place in the whole folder; the list renders only some rows, so each one says it. */
  position: number
  count: number
  onRemove?: () => void
  /** Plans a new coverage (no argument) or changes one; absent for readers. */
  onCoverage?: (coverage?: CoverageView) => void
  rowRef?: Ref<HTMLLIElement>
  style?: CSSProperties
}

function metadataOf(item: FolderItemView) {
  return item.topicMetadata ?? item.eventMetadata ?? null
}

export function FolderItemLine({
  item,
  position,
  count,
  onRemove,
  onCoverage,
  rowRef,
  style,
}: FolderItemLineProps) {
  const metadata = metadataOf(item)
  const place = metadata ? formatPlace(metadata.location) : ''
  const embargo = embargoNotice(metadata?.embargo, useEmbargoClock([metadata?.embargo]))
  return (
    <li
      ref={rowRef}
      className="collab-item"
      data-folder-item={item.id}
      data-index={position - 1}
      aria-posinset={position}
      aria-setsize={count}
      style={style}
    >
      <p className="collab-item__when">
        <span className="collab-item__kind">{ITEM_KIND_LABELS[item.type]}</span>
        {metadata && <span>{folderItemWhen(metadata)}</span>}
      </p>
      <Link className="collab-item__title" to={`/events/standard/detail/${item.id}`}>
        {item.title}
      </Link>
      {place && <p className="collab-item__place">{place}</p>}
      {embargo && (
        <p className="collab-item__embargo">
          <Icon name="lock" size="xs" />
          {embargo}
        </p>
      )}
      {item.note && <p className="collab-item__note">{item.note}</p>}
      <p className="collab-item__added">Hinzugefügt von {item.addedBy.name}</p>
      <CoverageLines coverages={item.coverages ?? []} onEdit={onCoverage} />
      {onCoverage && (
        <button
          type="button"
          className="coverage-plan"
          aria-label={`Berichterstattung planen für „${item.title}“`}
          onClick={() => onCoverage()}
        >
          Berichterstattung planen
        </button>
      )}
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
