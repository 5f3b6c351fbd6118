import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageErrorBoundary } from './page-error-boundary'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function FailingPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module')
}

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  root = createRoot(container)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  act(() => root.unmount())
  vi.restoreAllMocks()
})

describe('PageErrorBoundary', () => {
  it('shows a German message with „Neu laden“ instead of a page that failed', () => {
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/settings">
          <FailingPage />
        </PageErrorBoundary>,
      ),
    )
    expect(container.querySelector('h1')?.textContent).toBe(
      'Diese Seite konnte nicht geladen werden',
    )
    expect(container.querySelector('button')?.textContent).toBe('Neu laden')
  })

  it('tries again on another address, and leaves a working page alone', () => {
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/settings">
          <FailingPage />
        </PageErrorBoundary>,
      ),
    )
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/events/standard">
          <p>Agenda</p>
        </PageErrorBoundary>,
      ),
    )
    expect(container.textContent).toBe('Agenda')
  })
})
