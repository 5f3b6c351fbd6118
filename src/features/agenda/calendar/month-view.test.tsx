import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import MonthView from './month-view'
import { agendaEvent } from '@/testing/agenda-event-factory'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' }

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

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  root = createRoot(container)
})
afterEach(() => act(() => root.unmount()))

function renderNovember() {
  const events = [
    agendaEvent({ startTime: '2026-11-05T09:00:00+01:00', isTop: true }),
    agendaEvent({ startTime: '2026-11-05T14:00:00+01:00' }),
    agendaEvent({ startTime: '2026-11-12T10:00:00+01:00' }),
  ]
  act(() => root.render(<MonthView events={events} range={NOVEMBER} />))
  return [...container.querySelectorAll('button.month-day')]
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
    act(() => root.render(<MonthView events={[budgetWeek]} range={NOVEMBER} />))
    const days = [...container.querySelectorAll('button.month-day')]
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
