// Monat: a month grid with each day's count and its top entries; choosing a day lists all of
// that day's entries below. Loaded on demand, since most readers never open it.
import { useMemo, useState } from 'react'
import { addDays, berlinToday, daysOf, formatDayHeading, type DayRange } from '@domain/berlin-time'
import { eventDays } from '@domain/event-days'
import type { AgendaEvent } from '@domain/events-api'
import { DayHeading } from '../feed/day-heading'
import { EventEntry } from '../feed/event-entry'
import { groupByDay } from '../feed/feed-rows'

import './agenda-calendar.css'
import { ENTRY_COUNT, plural } from '@domain/plural'

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
const TOP_ENTRIES_PER_DAY = 3
// Days are calendar keys ('YYYY-MM-DD'), read at noon UTC so no time zone shifts them.
const monthFormat = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' })

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
function DayLabel({ day, count }: { day: string; count: number }) {
  const date = new Date(`${day}T12:00:00Z`)
  return (
    <>
      <span className="month-day-number">
        {Number(day.slice(8))}
        <span className="visually-hidden">
          {` ${monthFormat.format(date)}, ${weekdayFormat.format(date)}: `}
        </span>
      </span>
      {count > 0 ? (
        <span className="month-day-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{plural(count, ENTRY_COUNT)}</span>
        </span>
      ) : (
        <span className="visually-hidden">keine Termine</span>
      )}
    </>
  )
}

function topEntries(entries: AgendaEvent[]): AgendaEvent[] {
  const top = entries.filter((event) => event.isTop)
  return (top.length > 0 ? top : entries).slice(0, TOP_ENTRIES_PER_DAY)
}

/** An entry of several days is drawn as a bar, open on the sides where it goes on. */
function barClassName(event: AgendaEvent, day: string): string {
  const { from, to } = eventDays(event)
  if (from === to) return ''
  return `is-span ${day > from ? 'continues-before' : ''} ${day < to ? 'continues-after' : ''}`
}

export default function MonthView({ events, range }: { events: AgendaEvent[]; range: DayRange }) {
  const byDay = useMemo(() => groupByDay(events, range), [events, range])
  const weeks = useMemo(() => weeksOf(range), [range])
  const today = berlinToday()
  const [chosen, setChosen] = useState<string | null>(null)
  const chosenDay = chosen && chosen >= range.from && chosen <= range.to ? chosen : null
  const chosenEntries = chosenDay ? (byDay.get(chosenDay) ?? []) : []

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
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? addDays(range.from, -7)}>
              {week.map((day, index) => {
                if (!day) return <td key={index} className="month-cell is-outside" />
                const entries = byDay.get(day) ?? []
                return (
                  <td
                    key={day}
                    className={`month-cell ${day === today ? 'is-today' : ''} ${day === chosenDay ? 'is-chosen' : ''}`}
                  >
                    <button
                      type="button"
                      className="month-day"
                      aria-pressed={day === chosenDay}
                      onClick={() => setChosen(day)}
                    >
                      <DayLabel day={day} count={entries.length} />
                      <span className="month-day-top" aria-hidden="true">
                        {topEntries(entries).map((event) => (
                          <span
                            key={event.id}
                            className={`${event.isTop ? 'is-top' : ''} ${barClassName(event, day)}`}
                          >
                            {event.title}
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
          {chosenEntries.length === 0 ? (
            <p className="day-empty">Keine Termine an diesem Tag.</p>
          ) : (
            <ul className="day-entries">
              {chosenEntries.map((event) => (
                <li key={event.id}>
                  <EventEntry event={event} day={chosenDay} variant="row" />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <p className="month-hint">Wählen Sie einen Tag, um alle seine Termine zu sehen.</p>
      )}
    </div>
  )
}
