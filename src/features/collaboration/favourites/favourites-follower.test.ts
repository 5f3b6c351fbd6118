import { ApolloClient, ApolloLink } from '@apollo/client'
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { createCollaborationCache } from '@/lib/apollo/collaboration-cache-policy'
import { MyFavouritesDocument } from '../api/generated/operations'
import { serverFavouritesAtom } from './favourites-state'
import { followFavourites } from './favourites-follower'

const favourite = (eventId: string) => ({
  __typename: 'Favourite' as const,
  eventId,
  createdAt: '2026-11-24T08:00:00.000Z',
})

/** A client whose query answers come from MockLink and whose subscription the test drives. */
function clientWith(favourites: string[] | Error) {
  const live = new MockSubscriptionLink()
  const answers = new MockLink([
    favourites instanceof Error
      ? { request: { query: MyFavouritesDocument }, error: favourites }
      : {
          request: { query: MyFavouritesDocument },
          result: { data: { myFavourites: favourites.map(favourite) } },
        },
  ])
  const link = ApolloLink.split((op) => op.operationType === 'subscription', live, answers)
  return { client: new ApolloClient({ link, cache: createCollaborationCache() }), live }
}

describe('favourites from the service', () => {
  it('are read from the network online and follow the live changes of other devices', async () => {
    const store = createStore()
    const { client, live } = clientWith(['e1'])
    const stop = followFavourites(store, client, true)
    await vi.waitFor(() => expect(store.get(serverFavouritesAtom)).toEqual(new Set(['e1'])))

    live.simulateResult({
      result: { data: { myFavouritesChanged: [favourite('e1'), favourite('e2')] } },
    })
    await vi.waitFor(() => expect(store.get(serverFavouritesAtom)).toEqual(new Set(['e1', 'e2'])))
    stop()
  })

  it('are read from the cache offline, without asking the network', async () => {
    const store = createStore()
    const { client } = clientWith([])
    client.cache.writeQuery({
      query: MyFavouritesDocument,
      data: { myFavourites: [favourite('e7')] },
    })
    const stop = followFavourites(store, client, false)
    await vi.waitFor(() => expect(store.get(serverFavouritesAtom)).toEqual(new Set(['e7'])))
    stop()
  })

  it('show the last known list when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = createStore()
    const { client } = clientWith(new Error('Failed to fetch'))
    client.cache.writeQuery({
      query: MyFavouritesDocument,
      data: { myFavourites: [favourite('e8')] },
    })
    const stop = followFavourites(store, client, true)
    await vi.waitFor(() => expect(store.get(serverFavouritesAtom)).toEqual(new Set(['e8'])))
    stop()
  })
})
