// One folder in the sidebar, as the folder list of docs/product.md#folders: its entries by start time, each
// linking to the event, with who added it; editors and owners can take entries out again.
// A folder can hold hundreds of entries; rendering them all made opening one take half a second,
// so only the rows in and near the sidebar's view are in the DOM (folder-item-window.ts), each
// telling assistive technology its place in the whole folder (aria-posinset/aria-setsize).
import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { canEditItems, type CoverageView, type FolderDetailView } from '../folder-view'
import { FolderItemLine } from './folder-item-line'
import { FOLDER_ROWS_BEYOND_VIEW, folderRowsToRender } from './folder-item-window'

interface FolderItemsProps {
  folder: FolderDetailView
  onRemove: (eventId: string) => void
  /** Opens the coverage dialog for the entry: a new coverage, or the one to change. */
  onCoverage: (eventId: string, coverage?: CoverageView) => void
}

/** The sidebar's scrolling body (collaboration-sidebar.tsx) marks itself with this attribute. */
const SIDEBAR_SCROLL_AREA = 'data-sidebar-scroll-area'

// A row with kind, time, title, place, who added it and the coverage button, before it is
// measured; a close guess keeps the scrollbar steady while rows are measured.
const ESTIMATED_ROW_HEIGHT = 150
/** The gap between rows, as .collab-items had it: calc(var(--space) * 2). */
const ROW_GAP = 8

const scrollAreaOf = (list: HTMLElement | null) =>
  list?.closest<HTMLElement>(`[${SIDEBAR_SCROLL_AREA}]`) ?? null

/** Where the list starts inside the scroll area (the members line and a live note sit above it). */
function offsetInScrollArea(list: HTMLElement | null): number {
  const area = scrollAreaOf(list)
  if (!list || !area) return 0
  return list.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop
}

const rowIndexOf = (element: Element) =>
  Number(element.closest<HTMLElement>('[data-index]')?.dataset.index ?? NaN)

function FolderItemList({ folder, onRemove, onCoverage }: FolderItemsProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null)
  const { items } = folder
  const editable = canEditItems(folder.myRole)

  // Measured once: a live note appearing above the list later moves it by less than the rows
  // rendered beyond the view (FOLDER_ROWS_BEYOND_VIEW), so the window still covers the view.
  useLayoutEffect(() => setScrollMargin(offsetInScrollArea(listRef.current)), [])

  // The virtualizer answers differently after every scroll, so the React Compiler must not
  // memoize this component; it skips it, which is what this warning reports.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollAreaOf(listRef.current),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => items[index]?.id ?? index,
    gap: ROW_GAP,
    overscan: FOLDER_ROWS_BEYOND_VIEW,
    scrollMargin,
    rangeExtractor: (range) => folderRowsToRender(range, focusedIndex),
  })

  const onFocus = (event: FocusEvent) => {
    const index = rowIndexOf(event.target)
    setFocusedIndex(Number.isNaN(index) ? null : index)
  }
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null)
  }

  return (
    <ol
      ref={listRef}
      className="collab-items collab-items--windowed"
      aria-label={`Einträge in „${folder.name}“`}
      onFocus={onFocus}
      onBlur={onBlur}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index]
        return (
          item && (
            <FolderItemLine
              key={row.key}
              item={item}
              position={row.index + 1}
              count={items.length}
              onRemove={editable ? () => onRemove(item.id) : undefined}
              onCoverage={editable ? (coverage) => onCoverage(item.id, coverage) : undefined}
              rowRef={virtualizer.measureElement}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            />
          )
        )
      })}
    </ol>
  )
}

export function FolderItems(props: FolderItemsProps) {
  if (props.folder.items.length === 0) {
    return (
      <p className="collab-empty">
        Dieser Ordner ist leer. Wählen Sie in der Agenda Einträge aus und fügen Sie sie mit „In
        einen Ordner“ hinzu.
      </p>
    )
  }
  return <FolderItemList {...props} />
}
