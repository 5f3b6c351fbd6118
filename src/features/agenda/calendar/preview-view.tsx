// 7-Tage: seven day columns side by side; on a phone one day at a time, changed with the buttons
// or a horizontal swipe, which step on into the next or previous week (the only arrows there).
// Each column draws its day's summary: the count and the first entries, with a link to the rest.
import { useMemo, useRef, type PointerEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import {
  addDays,
  berlinToday,
  daysOf,
  formatDayHeading,
  formatShortDay,
  type DayRange,
} from '@domain/berlin-time'
import type { DaySummary, DaySummaryResponse } from '@domain/events-api'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/react/use-media-query'
import type { EntryOccurrence } from '@/stores/entry-selection'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { EventEntry } from '../feed/event-entry'
import { useArrowNavigation } from '../feed/use-arrow-navigation'
import { SelectableEntry } from '../selection/selectable-entry'
import { useVisibleEntries } from '../selection/use-visible-entries'
import { buttonClassName } from '@/components/ui/button'
import { rangeStartingAt } from './date-range'
import { chosenDay, openingDay, PREVIEW_DAY_PARAM } from './preview-day'

import './agenda-calendar.css'
import './calendar-print.css'
import { withSearchLink } from '../search/search-link-address'

const SWIPE_MIN_PX = 50

/** The Liste of one day, where all its entries are; search and filters stay as they are. */
/** That day's Liste with the same search. */
const listOfDay = (day: string, search: string) => ({
  pathname: '/events/list',
  search: withSearchLink(search, { from: day, to: day }),
})

/** The entries drawn on `days`, day by day, an entry of several days once on each. */
function occurrencesOn(
  days: readonly string[],
  summaries: ReadonlyMap<string, DaySummary>,
): EntryOccurrence[] {
  return days.flatMap((day) =>
    (summaries.get(day)?.entries ?? []).map((entry) => ({ key: `${entry.id}@${day}`, entry })),
  )
}

interface PreviewViewProps {
  /** The summary of each day with entries. */
  days: ReadonlyMap<string, DaySummary>
  /** Where the search text was found in the entries drawn, while a search is active. */
  matches?: DaySummaryResponse['matches'] | null
  range: DayRange
}

export default function PreviewView({ days: summaries, matches, range }: PreviewViewProps) {
  const days = daysOf(range)
  const today = berlinToday()
  const [searchParams, setSearchParams] = useSearchParams()
  const activeDay =
    chosenDay(searchParams, days) ??
    openingDay(days, (day) => (summaries.get(day)?.count ?? 0) > 0, today)
  // A phone shows one day at a time: only that day's entries are visible there.
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const daysKey = days.join()
  const occurrences = useMemo(
    () => occurrencesOn(desktop ? daysKey.split(',') : [activeDay], summaries),
    [desktop, daysKey, activeDay, summaries],
  )
  useVisibleEntries(occurrences)
  const containerRef = useRef<HTMLDivElement>(null)
  const onKeyDown = useArrowNavigation(containerRef)
  const swipeStart = useRef<number | null>(null)

  // The day lives in the address (the week reloads on a step past its end, and so would any state).
  const step = (delta: number) => {
    const next = addDays(activeDay, delta)
    const week = days.includes(next)
      ? range
      : rangeStartingAt('preview', addDays(range.from, 7 * delta))
    setSearchParams((params) => {
      params.set('from', week.from)
      params.set('to', week.to)
      params.set(PREVIEW_DAY_PARAM, next)
      return params
    })
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= SWIPE_MIN_PX) step(distance < 0 ? 1 : -1)
  }

  return (
    <div className="preview-view">
      <div className="day-stepper" role="group" aria-label="Tag wählen">
        <button
          type="button"
          className={`${buttonClassName('secondary')} icon-button`}
          aria-label="Vorheriger Tag"
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span aria-live="polite">{formatDayHeading(activeDay)}</span>
        <button
          type="button"
          className={`${buttonClassName('secondary')} icon-button`}
          aria-label="Nächster Tag"
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Swipes only change the day on a phone; keyboard users have the buttons above. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={containerRef}
        className="day-columns"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {days.map((day) => {
          const count = summaries.get(day)?.count ?? 0
          const entries = summaries.get(day)?.entries ?? []
          return (
            <section
              key={day}
              className={`day-column ${day === activeDay ? 'is-active' : ''} ${day === today ? 'is-today' : ''}`}
              aria-label={formatDayHeading(day)}
            >
              <h2 className="day-column-heading">
                {formatShortDay(day)}
                <span className="day-count">{count}</span>
              </h2>
              {entries.length === 0 ? (
                <p className="day-empty">Keine Termine</p>
              ) : (
                <ul className="day-entries">
                  {entries.map((event) => (
                    <li key={event.id}>
                      <SelectableEntry occurrence={{ key: `${event.id}@${day}`, entry: event }}>
                        <EventEntry
                          event={event}
                          day={day}
                          variant="compact"
                          match={matches?.[event.id]}
                        />
                      </SelectableEntry>
                    </li>
                  ))}
                </ul>
              )}
              {count > entries.length && (
                <Link className="day-more" to={listOfDay(day, searchParams.toString())}>
                  {`Alle ${plural(count, ENTRY_COUNT)}`}
                  <span className="visually-hidden">{` am ${formatDayHeading(day)}`}</span>
                </Link>
              )}
            </section>
          )
        })}
      </div>
    </div>
  )
}
