// For tests of components and hooks that read through the query client: a React root inside a
// fresh client, and a way to wait for what the client tells its readers (it does so on a timer).
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { vi } from 'vitest'
import { createQueryClient } from '../query-client'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export function queryTestRoot() {
  const client = createQueryClient()
  const container = document.createElement('div')
  const root = createRoot(container)
  return {
    client,
    /** Where the tree renders; not in the document (portals, e.g. dialogs, go to its body). */
    container,
    render: (children: ReactNode) =>
      act(() => root.render(<QueryClientProvider client={client}>{children}</QueryClientProvider>)),
    /** Runs `step` (a call on a hook's result) as React would for an event. */
    act: (step: () => unknown) => act(async () => void (await step())),
    /** Renders what the client tells its readers until `assertion` passes (or times out). */
    until: (assertion: () => void) =>
      act(() => vi.waitFor(assertion, { timeout: 3000, interval: 5 })),
    unmount: () => act(() => root.unmount()),
  }
}
