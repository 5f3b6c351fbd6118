import { Provider, createStore } from 'jotai'
import { act } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from '@/stores/feed-filters'
import { rootPerTest } from '@/testing/test-root'
import { useSearchLink } from './use-search-link'

function Feed({ restored }: { restored: boolean }) {
  useSearchLink(DEFAULT_FILTERS, restored)
  return null
}

const { render } = rootPerTest()
const show = (restored: boolean) =>
  act(async () =>
    render(
      <Provider store={createStore()}>
        <BrowserRouter>
          <Feed restored={restored} />
        </BrowserRouter>
      </Provider>,
    ),
  )

beforeEach(() => {
  history.replaceState(null, '', '/events/standard')
})

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
