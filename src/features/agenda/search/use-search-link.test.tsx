import { Provider, createStore } from 'jotai'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from '@/stores/feed-filters'
import { useSearchLink } from './use-search-link'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Feed({ restored }: { restored: boolean }) {
  useSearchLink(DEFAULT_FILTERS, restored)
  return null
}

let root: Root
const show = (restored: boolean) =>
  act(() =>
    root.render(
      <Provider store={createStore()}>
        <BrowserRouter>
          <Feed restored={restored} />
        </BrowserRouter>
      </Provider>,
    ),
  )

beforeEach(() => {
  history.replaceState(null, '', '/events/standard')
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

describe('useSearchLink', () => {
  it('writes the feed’s search into its address', async () => {
    await show(false)
    await show(true)
    expect(location.pathname).toBe('/events/standard')
    expect(new URLSearchParams(location.search).getAll('filter')).toEqual(['top:true'])
  })

  it('leaves an address the reader moved on to before the router re-rendered', async () => {
    await show(false)
    // Back or forward to another page: the address changed, the feed has not left yet.
    history.pushState(null, '', '/unauthorized')
    await show(true)
    expect(location.pathname + location.search).toBe('/unauthorized')
  })
})
