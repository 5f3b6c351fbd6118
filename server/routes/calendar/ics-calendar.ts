// Writes agenda entries as one iCalendar (RFC 5545) as Outlook, Google and Thunderbird need it:
// Berlin times with TZID and a VTIMEZONE, a UID per entry that never changes, SEQUENCE from the
// row's revision, cancelled entries kept, whole-day and multi-day entries as dates.
import { TZDate } from '@date-fns/tz'
import ical, { ICalEventRepeatingFreq, ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { addDays, berlinInstant, formatTime, toBerlinDay } from '../../../domain/berlin-time'
import { embargoNotice, isEmbargoAhead } from '../../../domain/embargo'
import { eventDays } from '../../../domain/event-days'
import { seriesDays } from '../../../domain/event-series'
import { addressLines } from '../../../domain/event-place'
import { placeOfRow } from '../events/event-rows'
import { describeIcsEvent } from './ics-description'
import type { IcsEntryCache } from './ics-entry-cache'
import { foldIcsLines } from './ics-fold'
import type { IcsEventRow, IcsSeries } from './ics-event-rows'

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
  /** When the calendar is written (epoch ms; default: now): which embargoes still hold. */
  now?: number
  /** The series of the entries that are occurrences (readSeriesOf): each written with its rule. */
  series?: IcsSeries[]
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

/**
 * The entry's last change as a calendar sees it: its row's, or the moment its embargo passed,
 * when the Sperrfrist left its text (docs/architecture.md#calendar-export).
 */
function lastChange(row: IcsEventRow, now: number): Date {
  const updated = new Date(row.updated_at)
  if (row.embargo_at === null || isEmbargoAhead(row.embargo_at, now)) return updated
  const lifted = new Date(row.embargo_at)
  return lifted > updated ? lifted : updated
}

/**
 * The title with the Sperrfrist while it holds. In SUMMARY, not only in DESCRIPTION: calendar
 * clients show the summary in every view, list and reminder, the description only when an entry is
 * opened. It follows the title, so the status word stays first and the title reads as usual.
 */
function summaryOf(row: IcsEventRow, now: number): string {
  const notice = embargoNotice(row.embargo_at, now)
  const title = `${SUMMARY_PREFIX[row.status]}${row.title}`
  return notice ? `${title} (${notice})` : title
}

/** The UID of an entry, or of the series it is an occurrence of (which its RECURRENCE-ID tells). */
function uidOf(row: IcsEventRow, publicUrl: string): string {
  const host = new URL(publicUrl).host
  return row.series_id ? `series-${row.series_id}@${host}` : `${row.id}@${host}`
}

/** Where the series' rule put an occurrence, as its start is written: a date or a Berlin time. */
function ruleStart(row: IcsEventRow, at: Date | string) {
  const start = new Date(at)
  return row.is_whole_day ? asDate(toBerlinDay(start)) : new TZDate(start.getTime(), BERLIN)
}

/** The entry's VEVENT fields but its UID and its place in a series. */
function eventFields(row: IcsEventRow, options: CalendarOptions, now: number) {
  const url = eventAppUrl(options.publicUrl, row.id)
  const updated = lastChange(row, now)
  const location = addressLines(placeOfRow(row)).join(', ')
  return {
    sequence: row.revision,
    // Without METHOD, DTSTAMP is the entry's last change (RFC 5545 §3.8.7.2), so an unchanged
    // feed is the same text and its ETag holds.
    stamp: updated,
    lastModified: updated,
    created: new Date(row.created_at),
    ...eventTimes(row),
    summary: summaryOf(row, now),
    description: describeIcsEvent(row, { location, url, now }),
    location: location || null,
    url,
    status: STATUS[row.status],
  }
}

/** One VEVENT, folded; an occurrence of a series says which one it stands for. */
function writeEvent(
  calendar: ICalCalendar,
  row: IcsEventRow,
  options: CalendarOptions,
  now: number,
): string {
  const event = calendar.createEvent({
    ...eventFields(row, options, now),
    id: uidOf(row, options.publicUrl),
    recurrenceId: row.series_starts_at ? ruleStart(row, row.series_starts_at) : null,
  })
  return foldIcsLines(event.toString())
}

const FREQUENCY = {
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
} as const

/**
 * A series as one VEVENT with its rule (docs/architecture.md "Series"), from its earliest
 * occurrence: RRULE up to its last day, EXDATE for every day of the rule with no occurrence (left
 * out when created, or deleted since). Each occurrence follows as its own VEVENT with the same UID
 * and a RECURRENCE-ID, so a moved or cancelled one shows as it is.
 */
function writeSeries(
  calendar: ICalCalendar,
  series: IcsSeries,
  options: CalendarOptions,
  now: number,
): string {
  // The rule's own place and a planned status: a moved or cancelled first occurrence is its own
  // VEVENT below, and a cancelled rule would cancel every occurrence in the calendar.
  const firstStart = new Date(series.first.series_starts_at ?? series.first.starts_at)
  const duration =
    new Date(series.first.ends_at).getTime() - new Date(series.first.starts_at).getTime()
  const first: IcsEventRow = {
    ...series.first,
    status: 'planned',
    starts_at: firstStart,
    ends_at: new Date(firstStart.getTime() + duration),
  }
  const [hour, minute] = formatTime(firstStart).split(':').map(Number) as [number, number]
  const taken = new Set(series.starts.map((start) => toBerlinDay(start)))
  const rule = { frequency: series.frequency, until: series.until, except: [] }
  const missing = seriesDays(toBerlinDay(firstStart), rule).filter((day) => !taken.has(day))
  const event = calendar.createEvent({
    ...eventFields(first, options, now),
    id: uidOf(first, options.publicUrl),
    repeating: {
      freq: FREQUENCY[series.frequency],
      // The end of the rule's last day in Berlin: an occurrence starting that day is in.
      until: berlinInstant(addDays(series.until, 1)),
      exclude: missing.map((day) => ruleStart(first, berlinInstant(day, hour, minute))),
    },
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
  const now = options.now ?? Date.now()
  const write = (row: IcsEventRow) => () => writeEvent(entries, row, options, now)
  const body =
    (options.series ?? []).map((series) => writeSeries(entries, series, options, now)).join('') +
    rows.map((row) => options.cache?.textOf(row, now, write(row)) ?? write(row)()).join('')
  if (!head.endsWith(CALENDAR_END)) throw new Error('ical-generator changed its calendar text')
  return head.slice(0, -CALENDAR_END.length) + body + CALENDAR_END
}
