// 7-Tage: seven day columns side by side; on a phone one day at a time, changed with the buttons
// or a horizontal swipe.
import { useRef, useState, type PointerEvent } from 'react'
import { berlinToday, formatDayHeading, formatShortDay } from '@domain/berlin-time'
import type { AgendaEvent } from '@domain/events-api'
import { daysOf, type DayRange } from './date-range'
import { EventEntry } from './event-entry'
import { groupByDay } from './feed-rows'
import { useArrowNavigation } from './use-arrow-navigation'
import { buttonClassName } from '@/components/ui/button'

import './agenda-calendar.css'

const SWIPE_MIN_PX = 50

export function PreviewView({ events, range }: { events: AgendaEvent[]; range: DayRange }) {
  const days = daysOf(range)
  const byDay = groupByDay(events, range.from)
  const today = berlinToday()
  const [active, setActive] = useState(() => Math.max(0, days.indexOf(today)))
  const activeIndex = Math.min(active, days.length - 1)
  const containerRef = useRef<HTMLDivElement>(null)
  const onKeyDown = useArrowNavigation(containerRef)
  const swipeStart = useRef<number | null>(null)

  const step = (delta: number) =>
    setActive(Math.min(days.length - 1, Math.max(0, activeIndex + delta)))
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
          disabled={activeIndex === 0}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span aria-live="polite">{formatDayHeading(days[activeIndex] ?? range.from)}</span>
        <button
          type="button"
          className={`${buttonClassName('secondary')} icon-button`}
          aria-label="Nächster Tag"
          onClick={() => step(1)}
          disabled={activeIndex === days.length - 1}
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
        {days.map((day, index) => {
          const entries = byDay.get(day) ?? []
          return (
            <section
              key={day}
              className={`day-column ${index === activeIndex ? 'is-active' : ''} ${day === today ? 'is-today' : ''}`}
              aria-label={formatDayHeading(day)}
            >
              <h2 className="day-column-heading">
                {formatShortDay(day)}
                <span className="day-count">{entries.length}</span>
              </h2>
              {entries.length === 0 ? (
                <p className="day-empty">Keine Termine</p>
              ) : (
                <ul className="day-entries">
                  {entries.map((event) => (
                    <li key={event.id}>
                      <EventEntry event={event} variant="compact" />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </div>
  )
}
