import { memo } from 'react'
import { berlinToday, formatDayHeading } from '@domain/berlin-time'
import type { SearchSort } from '@domain/events-api'
import type { FeedRow } from './feed-rows'

/** A day of the feed; sorted by Eingang it says that it groups by the day entries came in. */
export const DayHeading = memo(function DayHeading({
  day,
  grouping = 'startTime',
  level = 2,
}: {
  day: string
  grouping?: SearchSort
  level?: 2 | 3
}) {
  const isToday = day === berlinToday()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading className="day-heading">
      {grouping === 'dateUpdated'
        ? `Eingegangen oder geändert am ${formatDayHeading(day)}`
        : formatDayHeading(day)}
      {isToday && <span className="today-mark">Heute</span>}
    </Heading>
  )
})

/** A list's heading row: a day, or where the search found the entries below it. */
export function RowHeading({ row }: { row: Exclude<FeedRow, { kind: 'event' }> }) {
  return row.kind === 'day' ? (
    <DayHeading day={row.day} grouping={row.grouping} />
  ) : (
    <h2 className="day-heading">{row.heading}</h2>
  )
}
