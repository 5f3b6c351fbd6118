import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { DaySummary } from '@domain/events-api'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { rootPerTest } from '@/testing/test-root'
import PreviewView from './preview-view'

const WEEK = { from: '2026-11-16', to: '2026-11-22' }

/** A day's summary: `shown` entries of `count`. */
function dayOf(day: string, shown: number, count = shown): DaySummary {
  const entries = Array.from({ length: shown }, (_, index) =>
    agendaEvent({ startTime: `${day}T${String(8 + index).padStart(2, '0')}:00:00+01:00` }),
  )
  return { day, count, entries }
}

const { container, render } = rootPerTest()

function renderWeek(days: DaySummary[]) {
  const summaries = new Map(days.map((summary) => [summary.day, summary]))
  render(
    <MemoryRouter initialEntries={['/events/preview']}>
      <PreviewView days={summaries} range={WEEK} />
    </MemoryRouter>,
  )
  return [...container.querySelectorAll('.day-column')]
}

describe('7-Tage columns from the day summary', () => {
  it('count every entry of a day and offer the rest in the day’s list', () => {
    const columns = renderWeek([dayOf('2026-11-17', 8, 37), dayOf('2026-11-18', 2)])
    const tuesday = columns[1]
    expect(tuesday?.querySelector('.day-count')?.textContent).toBe('37')
    expect(tuesday?.querySelectorAll('[data-entry]')).toHaveLength(8)
    const more = tuesday?.querySelector('a.day-more')
    expect(more?.textContent).toBe('Alle 37 Termine am Dienstag, 17. November 2026')
    expect(more?.getAttribute('href')).toBe('/events/list?from=2026-11-17&to=2026-11-17')
  })

  it('offer nothing more when a day shows all its entries', () => {
    const columns = renderWeek([dayOf('2026-11-18', 2)])
    expect(columns[2]?.querySelectorAll('[data-entry]')).toHaveLength(2)
    expect(container.querySelector('a.day-more')).toBeNull()
    expect(columns[0]?.textContent).toContain('Keine Termine')
  })
})
