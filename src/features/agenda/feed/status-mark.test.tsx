import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AgendaEvent } from '@domain/events-api'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { rootPerTest } from '@/testing/test-root'
import { ZenEntry } from '../zen/zen-entry'
import { EventEntry } from './event-entry'

const { container, render } = rootPerTest()

const cancelled = agendaEvent({ title: 'Sommerfest', status: 'cancelled' })
const moved = agendaEvent({
  title: 'Anhörung',
  status: 'postponed',
  startTime: '2026-12-09T14:00:00+01:00',
  previousStartTime: '2026-12-07T09:00:00Z',
  previousEndTime: '2026-12-07T10:00:00Z',
})
const open = agendaEvent({ title: 'Messe', status: 'postponed' })

const link = () => container.querySelector('a[data-entry]')
/** What a screen reader says for the link: its text without what is hidden from it. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(spokenText).join('')
}
const spoken = () => spokenText(link() as Node).replace(/\s+/g, ' ')
const struck = () => getComputedStyleOf('.event-title-text, .zen-entry-title-text')
/** Whether the frame carries the class that strikes its title through (agenda-entries.css). */
function getComputedStyleOf(selector: string) {
  const title = container.querySelector(selector)
  return title?.closest('.is-cancelled, .is-postponed') !== null && title !== null
}

const renderEntry = (event: AgendaEvent, variant: 'card' | 'row' | 'compact') =>
  render(
    <MemoryRouter>
      <EventEntry event={event} day={null} variant={variant} />
    </MemoryRouter>,
  )

describe('cancelled and postponed entries', () => {
  it.each(['card', 'row', 'compact'] as const)(
    'stay in a %s, struck through, and are said „abgesagt“',
    (variant) => {
      renderEntry(cancelled, variant)
      expect(struck()).toBe(true)
      expect(container.querySelector('.status-badge')?.textContent).toBe('abgesagt')
      expect(spoken()).toContain('Sommerfest abgesagt')
    },
  )

  it.each(['card', 'row', 'compact'] as const)(
    'name where a postponed entry stood before on a %s',
    (variant) => {
      renderEntry(moved, variant)
      expect(struck()).toBe(true)
      expect(container.querySelector('.status-detail')?.textContent).toBe(
        ', vorher: Mo 7.12., 10:00 Uhr',
      )
      expect(spoken()).toContain('Anhörung verschoben, vorher: Mo 7.12., 10:00 Uhr')
    },
  )

  it('say that a postponed entry’s new date is still open', () => {
    renderEntry(open, 'row')
    expect(spoken()).toContain('Messe verschoben – neuer Termin offen')
  })

  it('leave a planned entry unmarked', () => {
    renderEntry(agendaEvent({ title: 'Kabinett' }), 'card')
    expect(struck()).toBe(false)
    expect(container.querySelector('.status-badge')).toBeNull()
  })

  it('are marked the same in the zen feed', () => {
    render(
      <MemoryRouter>
        <ZenEntry event={moved} day={null} dense={false} />
      </MemoryRouter>,
    )
    expect(struck()).toBe(true)
    expect(spoken()).toContain('verschoben, vorher: Mo 7.12., 10:00 Uhr')
  })
})
