// Monat: a month grid with each day's count and its top entries, drawn from the day summary;
// choosing a day reads and lists all of that day's entries below. Loaded on demand, since most
// readers never open it.
import { useLayoutEffect, useMemo, useState } from 'react'
import {
  berlinDaysWindow,
  berlinToday,
  daysOf,
  formatDayHeading,
  type DayRange,
} from '@domain/berlin-time'
import { eventDays } from '@domain/event-days'
import { statusPhrase } from '@domain/event-status-note'
import type {
  DayEntry,
  DaySummary,
  DaySummaryResponse,
  EventSearchRequest,
} from '@domain/events-api'
import { useEventSearch } from '../api/search-events'
import { DayHeading } from '../feed/day-heading'
import { EventEntry } from '../feed/event-entry'
import { statusClassName } from '../feed/entry-marks'
import { ErrorState, FeedSkeleton } from '../feed/feed-states'
import { useEmbargoClock } from '@/lib/react/use-embargo-clock'
import { BodyMatchMark } from '../matches/body-match'
import { DayEmbargo, dayEmbargoes, TitleEmbargo } from './day-embargo'
import { ENTRIES_PER_DAY } from './day-summary-request'

import './agenda-calendar.css'
import './calendar-print.css'
import { ENTRY_COUNT, plural } from '@domain/plural'

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
// The summary brings as many per day as the grid draws, top entries chosen first.
const TOP_ENTRIES_PER_DAY = ENTRIES_PER_DAY.monthly
// Days are calendar keys ('YYYY-MM-DD'), read at noon UTC so no time zone shifts them.
const monthFormat = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
// The grid's columns, Monday first, as screen readers hear them (1 January 2024 was a Monday).
// Named once here: a step draws some 35 cells, and formatting their names in each costs the
// step a few milliseconds (docs/architecture.md#start-picture).
const WEEKDAY_NAMES = WEEKDAYS.map((_, index) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index, 12)),
  ),
)

/** The weeks (Monday first) covering the month, with days outside it as null. */
function weeksOf(range: DayRange): (string | null)[][] {
  const firstWeekday = (new Date(`${range.from}T12:00:00Z`).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [...Array<null>(firstWeekday).fill(null), ...daysOf(range)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

/**
 * A day's button content: the visible day number and count, completed for screen readers to
 * '5 November 2026, Donnerstag: 12 Termine'. The name is the content itself, so it begins with
 * what sighted readers see and speech input can say the number. (Browsers put a space before a
 * visually hidden part, so the name does not try for '5. November'.)
 */
function DayLabel({
  day,
  spokenDate,
  count,
  bodyMatch,
  embargoes,
  changed,
}: {
  day: string
  /** „November 2026, Donnerstag“: what follows the day's number for screen readers. */
  spokenDate: string
  count: number
  bodyMatch: boolean
  /** „„Sommerfest“ abgesagt“: the cancelled and postponed entries the cell draws. */
  changed: readonly string[]
  /** The Sperrfrist notices of the day's entries (day-embargo.tsx). */
  embargoes: readonly string[]
}) {
  return (
    <>
      <span className="month-day-number">
        {Number(day.slice(8))}
        <span className="visually-hidden">{` ${spokenDate}: `}</span>
      </span>
      {count > 0 ? (
        <span className="month-day-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{plural(count, ENTRY_COUNT)}</span>
          <DayEmbargo notices={embargoes} count={count} />
          {/* The cell's titles are not read out; its marks are said here. Paper shows the titles
              with their marks, so it leaves these out (calendar-print.css). */}
          {bodyMatch && (
            <span className="visually-hidden is-spoken-only">
              , darunter Treffer nur im Beschreibungstext
            </span>
          )}
          {changed.length > 0 && (
            <span className="visually-hidden is-spoken-only">{`, darunter ${changed.join(', ')}`}</span>
          )}
        </span>
      ) : (
        <span className="visually-hidden">keine Termine</span>
      )}
    </>
  )
}

function topEntries(entries: DayEntry[]): DayEntry[] {
  const top = entries.filter((event) => event.isTop)
  return (top.length > 0 ? top : entries).slice(0, TOP_ENTRIES_PER_DAY)
}

/** An entry of several days is drawn as a bar, open on the sides where it goes on. */
function barClassName(event: DayEntry, day: string): string {
  const { from, to } = eventDays(event)
  if (from === to) return ''
  return `is-span ${day > from ? 'continues-before' : ''} ${day < to ? 'continues-after' : ''}`
}

/** Every entry of the chosen day, read with the search of the month narrowed to that day. */
function ChosenDayEntries({ day, request }: { day: string; request: EventSearchRequest }) {
  const search = useEventSearch(
    { ...request, ...berlinDaysWindow({ from: day, to: day }) },
    { complete: true },
  )
  if (search.status === 'error') {
    return <ErrorState message={search.errorMessage ?? ''} onRetry={search.retry} />
  }
  if (search.status === 'loading' || search.nextCursor) return <FeedSkeleton rows={3} />
  if (search.items.length === 0) return <p className="day-empty">Keine Termine an diesem Tag.</p>
  return (
    <ul className="day-entries">
      {search.items.map((event) => (
        <li key={event.id}>
          <EventEntry event={event} day={day} variant="row" match={search.matches?.[event.id]} />
        </li>
      ))}
    </ul>
  )
}

interface MonthViewProps {
  /** The summary of each day with entries. */
  days: ReadonlyMap<string, DaySummary>
  /** Where the search text was found in the entries drawn, while a search is active. */
  matches?: DaySummaryResponse['matches'] | null
  range: DayRange
  /** The month's search, narrowed to a day when one is chosen. */
  request: EventSearchRequest
  /** Called as the grid is drawn, and drawn again with other days (start-picture.ts). */
  onDrawn?: () => void
}

export default function MonthView({ days, matches, range, request, onDrawn }: MonthViewProps) {
  const onlyInBody = (event: DayEntry) => matches?.[event.id]?.field === 'body'
  const weeks = useMemo(() => weeksOf(range), [range])
  // Every day drawn is of the range's month.
  const monthName = monthFormat.format(new Date(`${range.from}T12:00:00Z`))
  const today = berlinToday()
  const embargoes = useMemo(
    () => [...days.values()].flatMap((summary) => summary.entries.map((entry) => entry.embargo)),
    [days],
  )
  const now = useEmbargoClock(embargoes)
  const [chosen, setChosen] = useState<string | null>(null)
  const chosenDay = chosen && chosen >= range.from && chosen <= range.to ? chosen : null
  useLayoutEffect(() => onDrawn?.(), [onDrawn, days, chosenDay])

  return (
    <div className="month-view">
      <table className="month-grid">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Rows, cells and entry lines keyed by their place in the grid: a step to the next month
              writes the new days into the elements drawn, rather than building them anew. */}
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, index) => {
                if (!day) return <td key={index} className="month-cell is-outside" />
                const summary = days.get(day)
                const shown = topEntries(summary?.entries ?? [])
                return (
                  <td
                    key={index}
                    className={`month-cell ${day === today ? 'is-today' : ''} ${day === chosenDay ? 'is-chosen' : ''}`}
                  >
                    <button
                      type="button"
                      className="month-day"
                      // The day's number, count and top entries: the grid's content on paper too.
                      data-print-content
                      aria-pressed={day === chosenDay}
                      onClick={() => setChosen(day)}
                    >
                      <DayLabel
                        day={day}
                        spokenDate={`${monthName}, ${WEEKDAY_NAMES[index] ?? ''}`}
                        count={summary?.count ?? 0}
                        bodyMatch={shown.some(onlyInBody)}
                        embargoes={dayEmbargoes(summary?.entries ?? [], now)}
                        changed={shown.flatMap((event) => {
                          const phrase = statusPhrase(event)
                          return phrase ? [`„${event.title}“ ${phrase}`] : []
                        })}
                      />
                      <span className="month-day-top" aria-hidden="true">
                        {shown.map((event, slot) => (
                          <span
                            key={slot}
                            className={`${event.isTop ? 'is-top' : ''} ${barClassName(event, day)} ${statusClassName(event)}`}
                          >
                            {onlyInBody(event) && <BodyMatchMark />}
                            <TitleEmbargo entry={event} now={now} />
                            <span className="month-entry-title">{event.title}</span>
                            {event.status !== 'planned' && ` (${statusPhrase(event)})`}
                          </span>
                        ))}
                      </span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {chosenDay ? (
        <section className="month-day-entries" aria-label={formatDayHeading(chosenDay)}>
          <DayHeading day={chosenDay} />
          <ChosenDayEntries day={chosenDay} request={request} />
        </section>
      ) : (
        <p className="month-hint">Wählen Sie einen Tag, um alle seine Termine zu sehen.</p>
      )}
    </div>
  )
}
