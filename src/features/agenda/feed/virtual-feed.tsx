// The endless, virtualized list behind the standard, list and zen views: only the rows near the
// viewport are in the DOM, and the next page is asked for before the reader reaches the end. On
// paper every loaded row prints (printed-feed.tsx), beside the list, which stays as it was.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { onIdle } from '@/lib/idle/on-idle'
import { usePrintStart } from '@/lib/print/printing'
import type { FeedRow } from './feed-rows'
import { PrintedFeed } from './printed-feed'
import { useArrowNavigation } from './use-arrow-navigation'
import './virtual-feed.css'

interface VirtualFeedProps {
  rows: FeedRow[]
  label: string
  /** Classes beside `virtual-feed`, shared with the printed list: `feed-standard`. */
  className?: string
  /** Estimated heights before measuring; close guesses keep the scrollbar steady. */
  estimateDayHeight: number
  estimateEventHeight: number
  renderRow: (row: FeedRow) => ReactNode
  hasMore: boolean
  onEndReached: () => void
}

/**
 * Row heights come from the ResizeObserver, which reports them after layout. A row mounted while
 * scrolling keeps its current size until then: reading its height there would force a layout in
 * the middle of every render. A row mounted at rest (the first entries, a new search) is measured
 * at once, in the commit, so the first paint already shows every row in its place instead of at
 * the estimate, then moved (a layout shift the reader sees).
 */
function measureFromResizeObserver(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0]
  const current = virtualizer.measurementsCache[virtualizer.indexFromElement(element)]
  // Hidden (the page prints), every row is 0 tall: rows keep their size, so the list neither
  // believes all of them in view and reads the next page, nor jumps when shown again.
  if (box?.blockSize === 0 && current) return current.size
  if (box) return Math.round(box.blockSize)
  if (virtualizer.isScrolling && current) return current.size
  return Math.round(element.getBoundingClientRect().height)
}

/** Rows drawn beyond each edge of the window, so scrolling finds them ready. */
const OVERSCAN = 8
/** The first rendering draws only what is in view, which is what the first picture waits for. */
const FIRST_OVERSCAN = 1
const FULL_OVERSCAN_WITHIN_MS = 300

/** The rows beyond the window: few until the list has been painted and the browser is idle. */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  useEffect(() => onIdle(() => setOverscan(OVERSCAN), FULL_OVERSCAN_WITHIN_MS), [])
  return overscan
}

export function VirtualFeed(props: VirtualFeedProps) {
  const { rows, hasMore, onEndReached } = props
  const printing = usePrintStart() !== null
  const listRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const overscan = useOverscan()
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0)
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) =>
      rows[index]?.kind === 'event' ? props.estimateEventHeight : props.estimateDayHeight,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan,
    scrollMargin,
    // The window's size is known before layout: with it the first render already holds the rows
    // in view. The library's default (0 × 0) renders none until an effect has measured the
    // window, then renders again, so the first entries cost a second render and commit.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    measureElement: measureFromResizeObserver,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0

  useEffect(() => {
    if (hasMore && lastIndex >= rows.length - 40) onEndReached()
  }, [hasMore, lastIndex, rows.length, onEndReached])

  const onKeyDown = useArrowNavigation(listRef, (index) =>
    virtualizer.scrollToIndex(index, { align: 'auto' }),
  )

  return (
    <>
      {/* Arrow keys move between the entry links inside; the list itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={listRef}
        className={`virtual-feed ${props.className ?? ''}`}
        role="list"
        aria-label={props.label}
        aria-busy={hasMore}
        data-scrolling={virtualizer.isScrolling || undefined}
        onKeyDown={onKeyDown}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const row = rows[item.index]
          return (
            row && (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: item.start - virtualizer.options.scrollMargin,
                  left: 0,
                  width: '100%',
                }}
              >
                {props.renderRow(row)}
              </div>
            )
          )
        })}
      </div>
      {printing && (
        <PrintedFeed
          rows={rows}
          renderRow={props.renderRow}
          hasMore={hasMore}
          className={props.className}
        />
      )}
    </>
  )
}
