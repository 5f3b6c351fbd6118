// Writes agenda entries as one iCalendar (RFC 5545) as Outlook, Google and Thunderbird need it:
// Berlin times with TZID and a VTIMEZONE, a UID per entry that never changes, SEQUENCE from the
// row's revision, cancelled entries kept, whole-day and multi-day entries as dates.
import { TZDate } from '@date-fns/tz'
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { addDays } from '../../../domain/berlin-time'
import { eventDays } from '../../../domain/event-days'
import { addressLines } from '../../../domain/event-place'
import { describeIcsEvent } from './ics-description'
import type { IcsEventRow } from './ics-event-rows'

const BERLIN = 'Europe/Berlin'
const REFRESH_SECONDS = 60 * 60

// The block is the same for every calendar; the library builds it from its table on each call.
const berlinBlock = (tzlib_get_ical_block(BERLIN) as string[])[0] ?? null

export interface CalendarOptions {
  /** X-WR-CALNAME: what the calendar client shows as the calendar's name. */
  name: string
  /** The app's public origin: the entries' links and the host part of their UIDs. */
  publicUrl: string
}

/** The entry's address in the app: its detail in the standard view. */
export const eventAppUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/app/events/standard/detail/${encodeURIComponent(id)}`

const STATUS = {
  planned: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const
const SUMMARY_PREFIX = { planned: '', postponed: 'Verschoben: ', cancelled: 'Abgesagt: ' } as const

/** A day 'YYYY-MM-DD' as the library writes a DATE: it reads the UTC date without a zone. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

function eventTimes(row: IcsEventRow) {
  const days = eventDays({
    startTime: row.starts_at,
    endTime: row.ends_at,
    isWholeDay: row.is_whole_day,
  })
  if (row.is_whole_day || days.to > days.from) {
    // DTEND of a date is exclusive: the day after the last day.
    return { allDay: true, start: asDate(days.from), end: asDate(addDays(days.to, 1)) }
  }
  return {
    timezone: BERLIN,
    start: new TZDate(new Date(row.starts_at).getTime(), BERLIN),
    end: new TZDate(new Date(row.ends_at).getTime(), BERLIN),
  }
}

function addEvent(calendar: ICalCalendar, row: IcsEventRow, options: CalendarOptions) {
  const host = new URL(options.publicUrl).host
  const url = eventAppUrl(options.publicUrl, row.id)
  const updated = new Date(row.updated_at)
  const location = addressLines({
    name: row.location_name,
    street: row.street,
    city: row.city,
    area: row.area,
    locality: row.locality,
    federalState: row.federal_state,
    country: row.country,
  }).join(', ')
  calendar.createEvent({
    id: `${row.id}@${host}`,
    sequence: row.revision,
    // Without METHOD, DTSTAMP is the entry's last change (RFC 5545 §3.8.7.2), so an unchanged
    // feed is the same text and its ETag holds.
    stamp: updated,
    lastModified: updated,
    created: new Date(row.created_at),
    ...eventTimes(row),
    summary: `${SUMMARY_PREFIX[row.status]}${row.title}`,
    description: describeIcsEvent(row, location, url),
    location: location || null,
    url,
    status: STATUS[row.status],
  })
}

/** The whole calendar as text. */
export function writeCalendar(rows: IcsEventRow[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Agenda', product: 'Kalenderexport', language: 'DE' },
    // No calendar-wide zone: the library would then write DTSTAMP without its UTC "Z".
    timezone: { name: null, generator: () => berlinBlock },
    ttl: REFRESH_SECONDS,
  })
  calendar.x('X-WR-TIMEZONE', BERLIN)
  for (const row of rows) addEvent(calendar, row, options)
  return calendar.toString()
}
