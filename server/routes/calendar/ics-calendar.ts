// Writes agenda entries as one iCalendar (RFC 5545) as Outlook, Google and Thunderbird need it:
// Berlin times with TZID and a VTIMEZONE, a UID per entry that never changes, SEQUENCE from the
// row's revision, cancelled entries kept, whole-day and multi-day entries as dates.
import { TZDate } from '@date-fns/tz'
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { addDays } from '../../../domain/berlin-time'
import { eventDays } from '../../../domain/event-days'
import { addressLines } from '../../../domain/event-place'
import { placeOfRow } from '../events/event-rows'
import { describeIcsEvent } from './ics-description'
import type { IcsEntryCache } from './ics-entry-cache'
import { foldIcsLines } from './ics-fold'
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
  /** Entries written before, for calendars read again and again (the feeds). */
  cache?: IcsEntryCache
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

const DAY_MS = 86_400_000

/**
 * Dates for whole-day entries and for entries over several days (a topic, a conference); times
 * for the rest, also for an evening that runs past midnight (shorter than a day).
 */
function eventTimes(row: IcsEventRow) {
  const days = eventDays({
    startTime: row.starts_at,
    endTime: row.ends_at,
    isWholeDay: row.is_whole_day,
  })
  const duration = new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()
  if (row.is_whole_day || (days.to > days.from && duration >= DAY_MS)) {
    // DTEND of a date is exclusive: the day after the last day.
    return { allDay: true, start: asDate(days.from), end: asDate(addDays(days.to, 1)) }
  }
  return {
    timezone: BERLIN,
    start: new TZDate(new Date(row.starts_at).getTime(), BERLIN),
    end: new TZDate(new Date(row.ends_at).getTime(), BERLIN),
  }
}

/** One VEVENT, folded. */
function writeEvent(calendar: ICalCalendar, row: IcsEventRow, options: CalendarOptions): string {
  const host = new URL(options.publicUrl).host
  const url = eventAppUrl(options.publicUrl, row.id)
  const updated = new Date(row.updated_at)
  const location = addressLines(placeOfRow(row)).join(', ')
  const event = calendar.createEvent({
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
  return foldIcsLines(event.toString())
}

const CALENDAR_END = 'END:VCALENDAR'

/**
 * The whole calendar as text. The library writes the head (name, zone, refresh) and each entry;
 * the entries are folded here (ics-fold.ts) rather than by the library's slow folding.
 */
export function writeCalendar(rows: IcsEventRow[], options: CalendarOptions): string {
  const head = ical({
    name: options.name,
    prodId: { company: 'Agenda', product: 'Kalenderexport', language: 'DE' },
    timezone: { name: BERLIN, generator: () => berlinBlock },
    ttl: REFRESH_SECONDS,
  }).toString()
  // The entries' own calendar has no zone: with one, the library writes DTSTAMP without its "Z".
  const entries = ical()
  const write = (row: IcsEventRow) => () => writeEvent(entries, row, options)
  const body = rows.map((row) => options.cache?.textOf(row, write(row)) ?? write(row)()).join('')
  if (!head.endsWith(CALENDAR_END)) throw new Error('ical-generator changed its calendar text')
  return head.slice(0, -CALENDAR_END.length) + body + CALENDAR_END
}
