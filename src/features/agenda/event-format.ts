// German, Europe/Berlin formatting of the times and days the agenda views show.
import type { AgendaEvent } from '@domain/events-api'
import { berlinDayOf } from './date-range'

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})
const dayHeadingFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const shortDayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
})
const monthFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
})
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'full',
  timeStyle: 'short',
})

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`)

/** "09:30", "09:30–11:00" or "ganztägig". */
export function formatEventTime(event: Pick<AgendaEvent, 'isWholeDay' | 'startTime' | 'endTime'>) {
  if (event.isWholeDay) return 'ganztägig'
  const start = timeFormat.format(new Date(event.startTime))
  const sameDay = berlinDayOf(event.startTime) === berlinDayOf(event.endTime)
  const end = timeFormat.format(new Date(event.endTime))
  return sameDay && end !== start ? `${start}–${end}` : start
}

/** "Samstag, 21. November 2026". */
export const formatDayHeading = (day: string) => dayHeadingFormat.format(dayDate(day))
/** "Sa., 21.11.". */
export const formatShortDay = (day: string) => shortDayFormat.format(dayDate(day))
/** "November 2026". */
export const formatMonth = (day: string) => monthFormat.format(dayDate(day))
/** "Samstag, 21. November 2026 um 09:30". */
export const formatDateTime = (instant: string) => dateTimeFormat.format(new Date(instant))

/** The place line of an entry: venue and city, country only outside Germany. */
export function formatPlace(location: AgendaEvent['location']): string {
  const region = location.city ?? location.area ?? location.locality
  const country = location.country === 'Deutschland' ? null : location.country
  return [location.name, region, country].filter(Boolean).join(', ')
}
