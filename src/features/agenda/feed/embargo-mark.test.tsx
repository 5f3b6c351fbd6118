import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { rootPerTest } from '@/testing/test-root'
import { ZenEntry } from '../zen/zen-entry'
import { EventEntry } from './event-entry'

const { container, render } = rootPerTest()

const NOW = new Date('2026-11-01T08:00:00Z')
const embargoed = agendaEvent({
  title: 'Konjunkturprognose',
  startTime: '2026-11-05T09:00:00+01:00',
  embargo: '2026-11-05T09:00:00+01:00',
})
const released = agendaEvent({
  title: 'Steuerschätzung',
  embargo: '2026-10-30T10:00:00+01:00',
})

const link = () => container.querySelector('a[data-entry]')
/** What a screen reader says for the link: its text without what is hidden from it. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(spokenText).join(' ')
}
const spoken = () => spokenText(link() as Node).replace(/\s+/g, ' ')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the Sperrfrist on an entry', () => {
  it.each(['card', 'row', 'compact'] as const)(
    'is shown and said on a %s while it holds',
    (variant) => {
      render(
        <MemoryRouter>
          <EventEntry event={embargoed} day="2026-11-05" variant={variant} />
        </MemoryRouter>,
      )
      const mark = container.querySelector('.embargo-mark')
      expect(mark?.textContent).toBe('Sperrfrist bis 05.11., 09:00 Uhr')
      // A lock beside the words, not a colour alone.
      expect(mark?.querySelector('svg')).not.toBeNull()
      expect(spoken()).toContain('Konjunkturprognose')
      expect(spoken()).toContain('Sperrfrist bis 05.11., 09:00 Uhr')
    },
  )

  it('is shown on a zen entry', () => {
    render(
      <MemoryRouter>
        <ZenEntry event={embargoed} day="2026-11-05" dense={false} />
      </MemoryRouter>,
    )
    expect(spoken()).toContain('Sperrfrist bis 05.11., 09:00 Uhr')
  })

  it('is left out once the embargo has passed', () => {
    render(
      <MemoryRouter>
        <EventEntry event={released} day={null} variant="card" />
      </MemoryRouter>,
    )
    expect(link()).not.toBeNull()
    expect(container.querySelector('.embargo-mark')).toBeNull()
    expect(container.textContent).not.toContain('Sperrfrist')
  })

  it('goes at the embargo’s moment from an entry that stays on screen', () => {
    render(
      <MemoryRouter>
        <EventEntry event={embargoed} day="2026-11-05" variant="row" />
      </MemoryRouter>,
    )
    expect(container.querySelector('.embargo-mark')).not.toBeNull()
    act(() => vi.advanceTimersByTime(Date.parse(embargoed.embargo ?? '') - NOW.getTime() - 1000))
    expect(container.querySelector('.embargo-mark')).not.toBeNull()
    act(() => vi.advanceTimersByTime(2000))
    expect(container.querySelector('.embargo-mark')).toBeNull()
  })
})
