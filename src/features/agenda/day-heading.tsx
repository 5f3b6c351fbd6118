import { memo } from 'react'
import { berlinToday, formatDayHeading } from '@domain/berlin-time'

export const DayHeading = memo(function DayHeading({
  day,
  level = 2,
}: {
  day: string
  level?: 2 | 3
}) {
  const isToday = day === berlinToday()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading className="day-heading">
      {formatDayHeading(day)}
      {isToday && <span className="today-mark">Heute</span>}
    </Heading>
  )
})
