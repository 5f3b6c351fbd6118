import 'fake-indexeddb/auto'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { scriptedLiveCollaboration } from '@/lib/apollo/testing/scripted-live-collaboration'
import { localData } from '@/offline/local-data'
import { serverFavouritesAtom } from './favourites-state'
import { followFavourites } from './favourites-follower'

const favourite = (eventId: string) => ({
  __typename: 'Favourite' as const,
  eventId,
  createdAt: '2026-11-24T08:00:00.000Z',
})

const favouritesOf = (ids: string[]) => ({ myFavourites: ids.map(favourite) })

beforeEach(() => localData.clearUserData())

describe('favourites from the service', () => {
  it('are read from the network online and follow the live changes of other devices', async () => {
    const store = createStore()
    const { live, subscription } = scriptedLiveCollaboration({ MyFavourites: favouritesOf(['e1']) })
    const stop = followFavourites(store, live, true, 'u1')
    await expect.poll(() => store.get(serverFavouritesAtom)).toEqual(new Set(['e1']))

    subscription('MyFavouritesChanged').sink.next({
      myFavouritesChanged: [favourite('e1'), favourite('e2')],
    })
    expect(store.get(serverFavouritesAtom)).toEqual(new Set(['e1', 'e2']))
    stop()
    expect(subscription('MyFavouritesChanged').stopped).toBe(true)
  })

  it('are kept on the device for the account and shown offline, without asking the network', async () => {
    const online = scriptedLiveCollaboration({ MyFavourites: favouritesOf(['e7']) })
    const stopOnline = followFavourites(createStore(), online.live, true, 'u1')
    await expect.poll(async () => (await localData.getFavourites())?.eventIds).toEqual(['e7'])
    stopOnline()

    const store = createStore()
    const offline = scriptedLiveCollaboration({ MyFavourites: new Error('must not be asked') })
    const stop = followFavourites(store, offline.live, false, 'u1')
    await expect.poll(() => store.get(serverFavouritesAtom)).toEqual(new Set(['e7']))
    expect(offline.following).toHaveLength(0)
    stop()
  })

  it('show no other account’s list offline', async () => {
    await localData.setFavourites({ accountId: 'u1', eventIds: ['e7'] })
    const store = createStore()
    followFavourites(store, scriptedLiveCollaboration().live, false, 'u2')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.get(serverFavouritesAtom)).toEqual(new Set())
  })

  it('show the last known list when the service cannot be reached', async () => {
    await localData.setFavourites({ accountId: 'u1', eventIds: ['e8'] })
    const store = createStore()
    const { live } = scriptedLiveCollaboration({ MyFavourites: new Error('Failed to fetch') })
    const stop = followFavourites(store, live, true, 'u1')
    await expect.poll(() => store.get(serverFavouritesAtom)).toEqual(new Set(['e8']))
    stop()
  })
})
