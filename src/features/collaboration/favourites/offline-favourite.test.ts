import 'fake-indexeddb/auto'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { getValidTicket } from '@/lib/auth/auth-session'
import type { Profile } from '@/lib/auth/profile'
import { ticketStorage } from '@/lib/auth/ticket-storage'
import { configureHttpClient } from '@/lib/http/http-client'
import { localData } from '@/offline/local-data'
import { replayOutbox } from '@/offline/outbox'
import { favouriteIdsAtom, serverFavouritesAtom } from './favourites-state'
import { writeFavourites } from './write-favourite'

const store = getDefaultStore()
const profile = {
  sub: 'u1',
  account_id: 'u1',
  termsAndConditions: true,
  exp: Math.floor(Date.now() / 1000) + 3600,
} as Profile

/** An unsigned ticket: the app decodes it without checking; the server here does not care. */
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const TICKET = `${base64url({ alg: 'none' })}.${base64url(profile)}.x`

/**
 * The collaboration service as far as favourites go: it runs each clientMutationId once and
 * answers a repeat with the first answer, as the schema promises.
 */
function favouriteService() {
  const favourites = new Set<string>()
  const answered = new Map<string, unknown>()
  const requests: { clientMutationId: string; authorization: string | null }[] = []
  let dropAnswers = false
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string
      variables: { clientMutationId: string; eventIds: string[] }
    }
    const { clientMutationId, eventIds } = body.variables
    requests.push({
      clientMutationId,
      authorization: new Headers(init?.headers).get('Authorization'),
    })
    if (!answered.has(clientMutationId)) {
      for (const id of eventIds)
        if (body.operationName === 'Favourite') favourites.add(id)
        else favourites.delete(id)
      const list = [...favourites].map((eventId) => ({
        eventId,
        createdAt: '2026-11-24T08:00:00Z',
      }))
      answered.set(clientMutationId, {
        data: { [body.operationName === 'Favourite' ? 'favourite' : 'unfavourite']: list },
      })
    }
    // The answer is lost on the way back: the write ran, the app does not know.
    if (dropAnswers) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answered.get(clientMutationId)), {
      headers: { 'content-type': 'application/json' },
    })
  })
  return {
    fetch,
    favourites,
    requests,
    loseAnswers: (lose: boolean) => (dropAnswers = lose),
  }
}

/** happy-dom names Web Locks but has none; one tab's lock is all a replay here needs. */
const singleTabLocks = {
  request: (_name: string, _options: object, task: (lock: object) => Promise<void>) =>
    task({ name: 'agenda-outbox-replay' }),
}

let online = true
beforeEach(async () => {
  Object.defineProperty(navigator, 'locks', { configurable: true, get: () => singleTabLocks })
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  ticketStorage.write(TICKET)
  configureHttpClient({ getTicket: getValidTicket })
  store.set(authStateAtom, { status: 'authenticated', ticket: TICKET, profile })
  store.set(serverFavouritesAtom, new Set<string>())
  for (const entry of await localData.outbox.list()) await localData.outbox.remove(entry.id)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  online = true
})

describe('a favourite set offline', () => {
  it('shows at once, waits in the outbox and reaches the service exactly once when back online', async () => {
    const service = favouriteService()
    vi.stubGlobal('fetch', service.fetch)
    online = false

    await writeFavourites(store, ['e1'], true)
    expect(store.get(favouriteIdsAtom).has('e1')).toBe(true)
    expect(service.fetch).not.toHaveBeenCalled()
    const [entry] = await localData.outbox.list()
    expect(entry).toMatchObject({ kind: 'graphql', url: '/graphql', accountId: 'u1' })

    online = true
    await replayOutbox()
    await replayOutbox()
    expect(service.requests).toEqual([
      { clientMutationId: entry?.idempotencyKey, authorization: `Bearer ${TICKET}` },
    ])
    expect(service.favourites).toEqual(new Set(['e1']))
    expect(await localData.outbox.list()).toEqual([])
  })

  it('runs once at the service when a replay is cut off after the service ran it', async () => {
    const service = favouriteService()
    vi.stubGlobal('fetch', service.fetch)
    online = false
    await writeFavourites(store, ['e2'], true)
    await writeFavourites(store, ['e3'], true)

    online = true
    service.loseAnswers(true)
    await replayOutbox()
    service.loseAnswers(false)
    await replayOutbox({ now: true })

    const ids = service.requests.map((request) => request.clientMutationId)
    // The first entry went twice with the same id, then the second: two writes, two ids.
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(2)
    expect(ids[0]).toBe(ids[1])
    expect(service.favourites).toEqual(new Set(['e2', 'e3']))
    expect(await localData.outbox.list()).toEqual([])
  })

  it('is sent at once when online and then belongs to the server’s set', async () => {
    const service = favouriteService()
    vi.stubGlobal('fetch', service.fetch)
    await writeFavourites(store, ['e4'], true)
    expect(service.requests).toHaveLength(1)
    expect(store.get(serverFavouritesAtom).has('e4')).toBe(true)
    await writeFavourites(store, ['e4'], false)
    expect(store.get(favouriteIdsAtom).has('e4')).toBe(false)
    expect(service.favourites.has('e4')).toBe(false)
  })

  it('drops a write the service refuses, with the star as the service has it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: null,
              errors: [{ message: 'Unbekannter Eintrag', extensions: { code: 'NOT_FOUND' } }],
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    )
    await writeFavourites(store, ['missing'], true)
    expect(store.get(favouriteIdsAtom).has('missing')).toBe(false)
    expect(await localData.outbox.list()).toEqual([])
  })
})
