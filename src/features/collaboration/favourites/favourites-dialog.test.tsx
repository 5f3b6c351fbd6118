import { createStore, Provider } from 'jotai'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureHttpClient } from '@/lib/http/http-client'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { agendaEvent } from '@/testing/agenda-event-factory'
import FavouritesDialog from './favourites-dialog'
import { serverFavouritesAtom } from './favourites-state'

const EVENTS = {
  later: agendaEvent({ id: 'later', title: 'Landtag', startTime: '2026-11-26T09:00:00.000Z' }),
  sooner: agendaEvent({
    id: 'sooner',
    title: 'Pressekonferenz',
    startTime: '2026-11-25T09:00:00.000Z',
  }),
}

function renderDialog(favourites: string[], pathname = '/events/standard') {
  configureHttpClient({ getTicket: () => Promise.resolve('ticket') })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = decodeURIComponent(url.split('/').at(-1) ?? '') as keyof typeof EVENTS
      const event = EVENTS[id]
      return event
        ? new Response(JSON.stringify({ ...event, newsItems: [] }))
        : new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Nicht gefunden' }), {
            status: 404,
          })
    }),
  )
  const store = createStore()
  store.set(serverFavouritesAtom, new Set(favourites))
  const router = createMemoryRouter(
    [{ path: '*', element: <FavouritesDialog onClose={() => {}} /> }],
    {
      initialEntries: [pathname],
    },
  )
  const root = queryTestRoot()
  root.client.setDefaultOptions({ queries: { retry: false } })
  root.render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return root
}

const dialog = () => document.querySelector('[role="dialog"]')

/** Lets React render what arrived, until `assertion` passes. */
const until = (assertion: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {})
    assertion()
  })

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the Favoriten list', () => {
  it('lists the favourites soonest first, each linking to its detail and carrying its star', async () => {
    const root = renderDialog(['later', 'sooner'])
    await until(() => expect(dialog()?.querySelectorAll('a')).toHaveLength(2))
    const links = [...(dialog()?.querySelectorAll('a') ?? [])]
    expect(links.map((link) => link.querySelector('.favourites-title')?.textContent)).toEqual([
      'Pressekonferenz',
      'Landtag',
    ])
    expect(links[0]?.getAttribute('href')).toBe('/events/standard/detail/sooner')
    const stars = dialog()?.querySelectorAll('button[aria-pressed="true"]')
    expect(stars).toHaveLength(2)
    root.unmount()
  })

  it('links into Zen from Zen, and names an entry it cannot load', async () => {
    const root = renderDialog(['sooner', 'gone'], '/zen/preview')
    await until(() => expect(dialog()?.textContent).toContain('nicht verfügbar'))
    expect(dialog()?.querySelector('a')?.getAttribute('href')).toBe('/zen/preview/detail/sooner')
    root.unmount()
  })

  it('says how to add favourites when there are none', () => {
    const root = renderDialog([])
    expect(dialog()?.textContent).toContain('Noch keine Favoriten')
    root.unmount()
  })
})
