import { memo } from 'react'
import { berlinDayOf } from './date-range'
import { formatDayHeading } from './event-format'

export const DayHeading = memo(function DayHeading({
  day,
  level = 2,
}: {
  day: string
  level?: 2 | 3
}) {
  const isToday = day === berlinDayOf(new Date())
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading className="day-heading">
      {formatDayHeading(day)}
      {isToday && <span className="today-mark">Heute</span>}
    </Heading>
  )
})
