import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { PostponeDialog, postponement } from './postpone-dialog'

const view = rootPerTest()

const hearing = {
  title: 'Anhörung im Landtag',
  startTime: '2026-12-07T09:00:00.000Z',
  isWholeDay: false,
}

function renderDialog(event = hearing) {
  const onPostpone = vi.fn()
  view.render(
    <PostponeDialog
      event={event}
      busy={false}
      error={null}
      onPostpone={onPostpone}
      onClose={() => undefined}
    />,
  )
  return onPostpone
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const input = (type: string) => dialog()?.querySelector<HTMLInputElement>(`input[type="${type}"]`)
const submit = () =>
  act(() => {
    dialog()
      ?.querySelector('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })

describe('the desk’s „Verschieben“', () => {
  it('asks for the new day and start, named and starting from where the entry stands', () => {
    const onPostpone = renderDialog()
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Termin verschieben')
    expect(input('date')?.value).toBe('2026-12-07')
    expect(input('time')?.value).toBe('10:00')
    expect(dialog()?.textContent).toContain('Neuer Termin noch offen')
    expect(input('date')?.labels?.[0]?.textContent).toBe('Neuer Tag')
    submit()
    expect(onPostpone).toHaveBeenCalledWith({
      status: 'postponed',
      newStart: { day: '2026-12-07', time: '10:00' },
    })
  })

  it('asks a whole-day entry for its day alone', () => {
    renderDialog({ ...hearing, isWholeDay: true })
    expect(input('date')).not.toBeNull()
    expect(input('time')).toBeNull()
  })

  it('makes the change of each choice, or says what is missing', () => {
    expect(postponement('open', '', '', false)).toEqual({ status: 'postponed' })
    expect(postponement('new-date', '2026-12-09', '14:30', false)).toEqual({
      status: 'postponed',
      newStart: { day: '2026-12-09', time: '14:30' },
    })
    expect(postponement('new-date', '2026-12-09', '', true)).toEqual({
      status: 'postponed',
      newStart: { day: '2026-12-09' },
    })
    expect(postponement('new-date', '', '14:30', false)).toBe('Bitte den neuen Tag angeben.')
    expect(postponement('new-date', '2026-12-09', '', false)).toBe(
      'Bitte die neue Uhrzeit angeben.',
    )
  })
})
