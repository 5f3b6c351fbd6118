import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { NavigationSeam, showPath } from './navigation-seam'

// Without act(): the navigation is a transition the test waits for, as the start does.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const rendered: string[] = []
function Address() {
  const { pathname, search } = useLocation()
  rendered.push(pathname + search)
  return <p>{pathname + search}</p>
}

let root: Root | undefined
afterEach(() => root?.unmount())

describe('showPath', () => {
  it('waits for the router, replaces the address and settles once it is rendered', async () => {
    const container = document.createElement('div')
    root = createRoot(container)
    // Asked for before the app has rendered, as the start does.
    let settled = false
    const shown = showPath('/events/monthly?q=Jazz').then(() => {
      settled = true
      // What the caller does next sees the new address on screen.
      expect(container.textContent).toBe('/events/monthly?q=Jazz')
    })
    expect(settled).toBe(false)
    root.render(
      <MemoryRouter initialEntries={['/callback?code=1']}>
        <NavigationSeam />
        <Address />
      </MemoryRouter>,
    )
    await shown
    expect(settled).toBe(true)
    expect(rendered).toContain('/callback?code=1')
    expect(rendered.at(-1)).toBe('/events/monthly?q=Jazz')
  })
})
