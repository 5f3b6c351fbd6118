import { createStore, Provider } from 'jotai'
import { act } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EntryActionsContext, EntryFrame } from '@/components/entry-actions/entry-actions'
import { rootPerTest } from '@/testing/test-root'
import { FavouriteStar } from './favourite-star'
import { serverFavouritesAtom } from './favourites-state'

const writeFavourites = vi.fn()
vi.mock('./write-favourite', () => ({ writeFavourites }))

const { container, render } = rootPerTest()
let store: ReturnType<typeof createStore>

function renderEntry() {
  const router = createMemoryRouter(
    [
      {
        path: '/events/standard',
        element: (
          <EntryActionsContext value={(eventId) => <FavouriteStar eventId={eventId} />}>
            <EntryFrame eventId="e1">
              <Link to="detail/e1" data-entry>
                Landtag
              </Link>
            </EntryFrame>
          </EntryActionsContext>
        ),
      },
      { path: '/events/standard/detail/e1', element: <p>Detail</p> },
    ],
    { initialEntries: ['/events/standard'] },
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  const star = container.querySelector('button')
  if (!star) throw new Error('no star')
  return { star, router }
}

beforeEach(() => {
  store = createStore()
  writeFavourites.mockReset()
})

describe('the favourite star', () => {
  it('is a real toggle button beside the entry’s link, not inside it', () => {
    const { star } = renderEntry()
    expect(star.getAttribute('type')).toBe('button')
    expect(star.getAttribute('aria-pressed')).toBe('false')
    expect(star.getAttribute('aria-label')).toBe('Als Favorit markieren')
    expect(star.closest('a')).toBeNull()
    // Reached by Tab like any button: nothing takes it out of the order.
    expect(star.tabIndex).toBe(0)
  })

  it('sets the favourite when pressed and does not open the entry', async () => {
    const { star, router } = renderEntry()
    await act(async () => star.click())
    await vi.waitFor(() => expect(writeFavourites).toHaveBeenCalledWith(store, ['e1'], true))
    expect(router.state.location.pathname).toBe('/events/standard')
  })

  it('shows the service’s state as it changes, and then offers to remove it', async () => {
    const { star } = renderEntry()
    act(() => store.set(serverFavouritesAtom, new Set(['e1'])))
    expect(star.getAttribute('aria-pressed')).toBe('true')
    expect(star.getAttribute('aria-label')).toBe('Favorit entfernen')
    await act(async () => star.click())
    await vi.waitFor(() => expect(writeFavourites).toHaveBeenCalledWith(store, ['e1'], false))
  })
})
