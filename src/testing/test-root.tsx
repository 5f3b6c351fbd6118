// A React root for component tests: a container in the document (dialogs portal to its body, and
// focus and clicks need a connected node), rendered and unmounted inside act().
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface TestRoot {
  container: HTMLElement
  render: (element: ReactNode) => void
  /** Unmounts the tree and takes the container out of the document. */
  unmount: () => void
}

type Mounted = Omit<TestRoot, 'container'>

function mountIn(container: HTMLElement): Mounted {
  document.body.append(container)
  const root = createRoot(container)
  return {
    render: (element) => act(() => root.render(element)),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** A root for one test, which unmounts it itself. */
export function testRoot(): TestRoot {
  const container = document.createElement('div')
  return { container, ...mountIn(container) }
}

/**
 * One fresh root for each test of the calling file, made before it and unmounted after it, in a
 * container that stays the same object, so the file can hold on to it.
 */
export function rootPerTest(): TestRoot {
  const container = document.createElement('div')
  let mounted: Mounted | null = null
  beforeEach(() => {
    mounted = mountIn(container)
  })
  afterEach(() => {
    mounted?.unmount()
    mounted = null
  })
  const current = () => {
    if (!mounted) throw new Error('The test root exists only while a test runs.')
    return mounted
  }
  return {
    container,
    render: (element) => current().render(element),
    unmount: () => {
      current().unmount()
      mounted = null
    },
  }
}
