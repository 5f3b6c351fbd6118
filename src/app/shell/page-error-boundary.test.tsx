import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { PageErrorBoundary } from './page-error-boundary'

function FailingPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module')
}

const { container, render } = rootPerTest()
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('PageErrorBoundary', () => {
  it('shows a German message with „Neu laden“ instead of a page that failed', () => {
    render(
      <PageErrorBoundary resetKey="/settings">
        <FailingPage />
      </PageErrorBoundary>,
    )
    expect(container.querySelector('h1')?.textContent).toBe(
      'Diese Seite konnte nicht geladen werden',
    )
    expect(container.querySelector('button')?.textContent).toBe('Neu laden')
  })

  it('tries again on another address, and leaves a working page alone', () => {
    render(
      <PageErrorBoundary resetKey="/settings">
        <FailingPage />
      </PageErrorBoundary>,
    )
    render(
      <PageErrorBoundary resetKey="/events/standard">
        <p>Agenda</p>
      </PageErrorBoundary>,
    )
    expect(container.textContent).toBe('Agenda')
  })
})
