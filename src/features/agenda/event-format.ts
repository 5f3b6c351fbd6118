// How an entry's time and place read in the agenda views; Berlin days and times come from
// domain/berlin-time.
import { formatTime, toBerlinDay } from '@domain/berlin-time'
import type { AgendaEvent } from '@domain/events-api'

/** "09:30", "09:30–11:00" or "ganztägig". */
export function formatEventTime(event: Pick<AgendaEvent, 'isWholeDay' | 'startTime' | 'endTime'>) {
  if (event.isWholeDay) return 'ganztägig'
  const start = formatTime(event.startTime)
  const sameDay = toBerlinDay(event.startTime) === toBerlinDay(event.endTime)
  const end = formatTime(event.endTime)
  return sameDay && end !== start ? `${start}–${end}` : start
}

/** The place line of an entry: venue and city, country only outside Germany. */
export function formatPlace(location: AgendaEvent['location']): string {
  const region = location.city ?? location.area ?? location.locality
  const country = location.country === 'Deutschland' ? null : location.country
  return [location.name, region, country].filter(Boolean).join(', ')
}
