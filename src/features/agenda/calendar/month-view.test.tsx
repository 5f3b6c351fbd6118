import { describe, expect, it } from 'vitest'
import type { DayRange } from '@domain/berlin-time'
import type { AgendaEvent, DaySummary } from '@domain/events-api'
import { rootPerTest } from '@/testing/test-root'
import MonthView from './month-view'
import { groupByDay } from '../feed/feed-rows'
import { agendaEvent } from '@/testing/agenda-event-factory'

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' }
const REQUEST = {
  filterRules: [],
  from: '2026-11-01T00:00:00+01:00',
  to: '2026-12-01T00:00:00+01:00',
}

/** The day summary the server would answer for these entries, each day's count and first three. */
function summaryOf(events: AgendaEvent[], range: DayRange, counts: Record<string, number> = {}) {
  const days = new Map<string, DaySummary>()
  for (const [day, entries] of groupByDay(events, range)) {
    days.set(day, { day, count: counts[day] ?? entries.length, entries: entries.slice(0, 3) })
  }
  return days
}

function renderMonth(days: ReadonlyMap<string, DaySummary>) {
  render(<MonthView days={days} range={NOVEMBER} request={REQUEST} />)
  return [...container.querySelectorAll('button.month-day')]
}

/** Text of the node without what is hidden from assistive technology. */
function nameFromContent(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(nameFromContent).join('')
}

/** The button's accessible name: its aria-label, else its content. */
const accessibleName = (button: Element) =>
  (button.getAttribute('aria-label') ?? nameFromContent(button)).replace(/\s+/g, ' ').trim()

/** Text a sighted reader sees: neither aria-hidden nor visually hidden. */
function visibleText(node: Node): string {
  if (node instanceof Element && node.matches('[aria-hidden="true"], .visually-hidden')) return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(visibleText).join(' ')
}

const { container, render } = rootPerTest()

function renderNovember() {
  const events = [
    agendaEvent({ startTime: '2026-11-05T09:00:00+01:00', isTop: true }),
    agendaEvent({ startTime: '2026-11-05T14:00:00+01:00' }),
    agendaEvent({ startTime: '2026-11-12T10:00:00+01:00' }),
  ]
  return renderMonth(summaryOf(events, NOVEMBER))
}

describe('month grid day buttons', () => {
  it('name the day, weekday and count after the visible day number', () => {
    const days = renderNovember()
    expect(days.map(accessibleName).slice(3, 5)).toEqual([
      '4 November 2026, Mittwoch: keine Termine',
      '5 November 2026, Donnerstag: 2 Termine',
    ])
    expect(accessibleName(days[11] as Element)).toBe('12 November 2026, Donnerstag: 1 Termin')
  })

  it('have accessible names that begin with their visible text, word by word', () => {
    for (const day of renderNovember()) {
      const name = accessibleName(day)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
      const visible = visibleText(day)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
      const [first = '', ...rest] = visible.split(' ')
      expect(name.startsWith(`${first} `), `${name} / ${visible}`).toBe(true)
      for (const word of rest) expect(name.split(' ')).toContain(word)
    }
  })
})

describe('month grid entries of several days', () => {
  it('count on each of their days and run as a bar open where they go on', () => {
    const budgetWeek = agendaEvent({
      title: 'Haushaltswoche im Bundestag',
      startTime: '2026-11-24T00:00:00+01:00',
      endTime: '2026-11-28T00:00:00+01:00',
      isWholeDay: true,
      isTop: true,
    })
    const days = renderMonth(summaryOf([budgetWeek], NOVEMBER))
    expect(days.slice(22, 28).map(accessibleName)).toEqual([
      '23 November 2026, Montag: keine Termine',
      '24 November 2026, Dienstag: 1 Termin',
      '25 November 2026, Mittwoch: 1 Termin',
      '26 November 2026, Donnerstag: 1 Termin',
      '27 November 2026, Freitag: 1 Termin',
      '28 November 2026, Samstag: keine Termine',
    ])
    const bars = days.slice(23, 27).map((day) => day.querySelector('.is-span')?.className ?? '')
    expect(bars[0]).not.toMatch(/continues-before/)
    expect(bars[0]).toMatch(/continues-after/)
    expect(bars[2]).toMatch(/continues-before.*continues-after/)
    expect(bars[3]).toMatch(/continues-before/)
    expect(bars[3]).not.toMatch(/continues-after/)
  })
})

describe('month grid from the day summary', () => {
  it('counts what the summary counts and draws its top entries, not all it brings', () => {
    const entries = [
      agendaEvent({ title: 'Früh', startTime: '2026-11-05T08:00:00+01:00' }),
      agendaEvent({ title: 'Top', startTime: '2026-11-05T09:00:00+01:00', isTop: true }),
      agendaEvent({ title: 'Spät', startTime: '2026-11-05T18:00:00+01:00' }),
    ]
    const days = renderMonth(summaryOf(entries, NOVEMBER, { '2026-11-05': 37 }))
    expect(accessibleName(days[4] as Element)).toBe('5 November 2026, Donnerstag: 37 Termine')
    const drawn = [...(days[4]?.querySelectorAll('.month-day-top > span') ?? [])]
    expect(drawn.map((span) => span.textContent)).toEqual(['Top'])
  })
})
