import { memo } from 'react'
import { berlinToday, formatDayHeading } from '@domain/berlin-time'
import type { SearchSort } from '@domain/events-api'

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
