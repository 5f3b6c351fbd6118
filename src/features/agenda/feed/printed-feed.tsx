// Every loaded entry of a list, for paper: the virtualized list draws only the rows near the
// window, so while the page prints this plain list takes its place (feed-print.css). A day's
// heading is held together with its first entry, so no heading is left alone at a page's foot.
import type { ReactNode } from 'react'
import type { FeedRow } from './feed-rows'

/** The rows cut into days, each starting at its heading. */
export function rowsByDay(rows: readonly FeedRow[]): FeedRow[][] {
  const days: FeedRow[][] = []
  for (const row of rows) {
    const day = days.at(-1)
    if (row.kind !== 'event' || !day) days.push([row])
    else day.push(row)
  }
  return days
}

interface PrintedFeedProps {
  rows: readonly FeedRow[]
  renderRow: (row: FeedRow) => ReactNode
  /** More pages of the range exist than were loaded: the paper says some are missing. */
  hasMore: boolean
  className?: string
}

export function PrintedFeed({ rows, renderRow, hasMore, className = '' }: PrintedFeedProps) {
  const printRow = (row: FeedRow) => (
    <div key={row.key} className="printed-row">
      {renderRow(row)}
    </div>
  )
  return (
    // The paper's note on entries not yet loaded is in feed-print.css: it exists only on paper.
    <div className={`printed-feed ${className}`} data-incomplete={hasMore || undefined}>
      {rowsByDay(rows).map(([first, ...rest]) => (
        <section key={first?.key} className="printed-day">
          <div className="printed-day__start">
            {first && printRow(first)}
            {rest[0] && printRow(rest[0])}
          </div>
          {rest.slice(1).map(printRow)}
        </section>
      ))}
    </div>
  )
}
