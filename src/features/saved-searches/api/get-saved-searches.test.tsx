import 'fake-indexeddb/auto'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedSearchResource } from '@domain/saved-search-resource'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import type { AuthState } from '@/lib/auth/auth-machine'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { localData } from '@/offline/local-data'
import { runExclusive } from '@/offline/replay-lock'
import {
  useReloadSavedSearches,
  useSavedSearches,
  type SavedSearchesState,
} from './get-saved-searches'

const resource = (id: string, order: number): SavedSearchResource => ({
  name: `Suche ${id}`,
  filterRules: [],
  isPublic: false,
  order,
  notify: false,
  alerts: { inApp: false, mail: 'off', push: false },
  _links: { self: { href: `/filters/api/v1/filters/${id}` } },
})

/** The filters API; each call waits until the test answers it. */
function manualFiltersApi() {
  const answers: ((response: Response | Error) => void)[] = []
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve, reject) =>
        answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
      ),
  )
  const list = (...ids: string[]) =>
    new Response(
      JSON.stringify({ _embedded: { filters: ids.map((id, order) => resource(id, order)) } }),
    )
  return { answers, list }
}

let test: ReturnType<typeof queryTestRoot>
let state: SavedSearchesState | undefined
let reload: () => Promise<void>

function Nav({
  onRender,
}: {
  onRender: (state: SavedSearchesState, reload: () => Promise<void>) => void
}) {
  onRender(useSavedSearches(), useReloadSavedSearches())
  return null
}
const nav = (
  <Nav
    onRender={(rendered, reloadList) => {
      state = rendered
      reload = reloadList
    }}
  />
)

const ids = () => (state?.status === 'ready' ? state.searches.map((search) => search.id) : null)

beforeEach(async () => {
  test = queryTestRoot()
  await localData.clearUserData()
  getDefaultStore().set(authStateAtom, { status: 'authenticated' } as AuthState)
})
afterEach(async () => {
  await test.unmount()
  vi.unstubAllGlobals()
})

describe('useSavedSearches', () => {
  it('of overlapping loads shows the one started last', async () => {
    const api = manualFiltersApi()
    await test.render(nav)
    await test.until(() => expect(api.answers).toHaveLength(1))
    await test.act(() => void reload())
    await test.until(() => expect(api.answers).toHaveLength(2))
    await test.act(() => api.answers[1]?.(api.list('b')))
    await test.act(() => api.answers[0]?.(api.list('a')))
    await test.until(() => expect(ids()).toEqual(['b']))
  })

  it('stands in with the list last seen on the device when no answer comes', async () => {
    const api = manualFiltersApi()
    await test.render(nav)
    await test.until(() => expect(api.answers).toHaveLength(1))
    await test.act(() => api.answers[0]?.(api.list('a', 'b')))
    await test.until(() => expect(ids()).toEqual(['a', 'b']))
    await test.act(() => void reload())
    await test.until(() => expect(api.answers).toHaveLength(2))
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    await test.act(() => api.answers[1]?.(new TypeError('Failed to fetch')))
    await test.until(() => expect(state).toMatchObject({ status: 'ready', fromDevice: true }))
    expect(ids()).toEqual(['a', 'b'])
  })

  it('shows a refusal as what it is, once', async () => {
    const api = manualFiltersApi()
    await test.render(nav)
    await test.until(() => expect(api.answers).toHaveLength(1))
    const refusal = { code: 'ACCESS_INACTIVE', message: 'Ihr Zugang ist nicht aktiv.' }
    await test.act(() => api.answers[0]?.(new Response(JSON.stringify(refusal), { status: 403 })))
    await test.until(() =>
      expect(state).toEqual({
        status: 'error',
        message: 'Ihr Zugang ist nicht aktiv.',
        notFound: false,
      }),
    )
    expect(api.answers).toHaveLength(1)
  })

  it('shows a search sent while it loaded once, not also as the write still waiting', async () => {
    const created = await localData.outbox.add({
      accountId: 'u1',
      idempotencyKey: 'k1',
      method: 'POST',
      url: '/filters/api/v1/filters',
      body: { name: 'Suche c', filterRules: [], isPublic: false, notify: false },
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      description: 'Suche „Suche c“ speichern',
    })
    const api = manualFiltersApi()
    await test.render(nav)
    await test.until(() => expect(api.answers).toHaveLength(1))
    // The replay sends the create: the server has it before the outbox lets it go.
    let sent = () => {}
    const replay = runExclusive(() => new Promise<void>((resolve) => (sent = resolve)))
    await test.act(() => api.answers[0]?.(api.list('a', 'c')))
    await localData.outbox.remove(created.id)
    sent()
    await replay
    await test.until(() => expect(api.answers).toHaveLength(2))
    await test.act(() => api.answers[1]?.(api.list('a', 'c')))
    await test.until(() => expect(ids()).toEqual(['a', 'c']))
  })
})
