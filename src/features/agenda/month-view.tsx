// Monat: a month grid with each day's count and its top entries; choosing a day lists all of
// that day's entries below. Loaded on demand, since most readers never open it.
import { useMemo, useState } from 'react'
import { berlinToday, formatDayHeading } from '@domain/berlin-time'
import type { AgendaEvent } from '@domain/events-api'
import { addDays, daysOf, type DayRange } from './date-range'
import { DayHeading } from './day-heading'
import { EventEntry } from './event-entry'
import { groupByDay } from './feed-rows'

import './agenda-calendar.css'

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
const TOP_ENTRIES_PER_DAY = 3

/** The weeks (Monday first) covering the month, with days outside it as null. */
function weeksOf(range: DayRange): (string | null)[][] {
  const firstWeekday = (new Date(`${range.from}T12:00:00Z`).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [...Array<null>(firstWeekday).fill(null), ...daysOf(range)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

function topEntries(entries: AgendaEvent[]): AgendaEvent[] {
  const top = entries.filter((event) => event.isTop)
  return (top.length > 0 ? top : entries).slice(0, TOP_ENTRIES_PER_DAY)
}

export default function MonthView({ events, range }: { events: AgendaEvent[]; range: DayRange }) {
  const byDay = useMemo(() => groupByDay(events, range.from), [events, range.from])
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
                      aria-label={`${formatDayHeading(day)}: ${entries.length} Termine`}
                      onClick={() => setChosen(day)}
                    >
                      <span className="month-day-number">{Number(day.slice(8))}</span>
                      {entries.length > 0 && (
                        <span className="month-day-count">{entries.length}</span>
                      )}
                      <span className="month-day-top" aria-hidden="true">
                        {topEntries(entries).map((event) => (
                          <span key={event.id} className={event.isTop ? 'is-top' : ''}>
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
                  <EventEntry event={event} variant="row" />
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
