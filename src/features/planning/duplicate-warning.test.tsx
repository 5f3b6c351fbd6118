import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { HttpError, readApiError } from '@/lib/http/http-error'
import { testRoot } from '@/testing/test-root'
import { DuplicateWarning, possibleDuplicates } from './duplicate-warning'

const existing = {
  kind: 'event' as const,
  id: 'event-agenda-7',
  title: 'Regierungspressekonferenz',
  startTime: '2026-12-04T10:30:00.000Z',
  score: 0.9,
  reason: 'same-venue-and-start' as const,
}

/** A 409 as the HTTP client makes it from the server's answer. */
const refusal = (body: object) =>
  new HttpError({
    code: 'ERR_BAD_REQUEST',
    message: 'Request failed with status code 409',
    status: 409,
    apiError: readApiError(JSON.stringify(body)),
  })

describe('the desk’s duplicate warning', () => {
  it('reads the possible duplicates of a 409 POSSIBLE_DUPLICATE, and of no other refusal', () => {
    const message = 'Möglicher Doppeleintrag: „Regierungspressekonferenz“ …'
    expect(
      possibleDuplicates(refusal({ code: 'POSSIBLE_DUPLICATE', message, duplicates: [existing] })),
    ).toEqual([existing])
    expect(possibleDuplicates(refusal({ code: 'VERSION_CONFLICT', message: 'Geändert.' }))).toBe(
      null,
    )
    expect(possibleDuplicates(new Error('offline'))).toBe(null)
  })

  it('names each entry in German with a link to it, and goes ahead only when asked', () => {
    const { container, render, unmount } = testRoot()
    const proceed = vi.fn()
    render(
      <MemoryRouter>
        <DuplicateWarning
          duplicates={[existing]}
          proceedLabel="Trotzdem anlegen"
          busy={false}
          onProceed={proceed}
        />
      </MemoryRouter>,
    )
    const alert = container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain(
      'Möglicher Doppeleintrag: Regierungspressekonferenz (Freitag, 4. Dezember 2026 um 11:30 Uhr)',
    )
    expect(container.querySelector('a')?.getAttribute('href')).toBe(
      '/events/standard/detail/event-agenda-7',
    )
    expect(document.activeElement).toBe(alert)
    expect(proceed).not.toHaveBeenCalled()
    act(() => container.querySelector('button')?.click())
    expect(proceed).toHaveBeenCalledOnce()
    unmount()
  })
})
