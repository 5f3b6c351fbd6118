import 'fake-indexeddb/auto'
import { gql } from '@apollo/client'
import { describe, expect, it } from 'vitest'
import { localData } from '@/offline/local-data'
import { collaborationCacheStorage } from './collaboration-cache-storage'
import { restoreCollaborationCache as restore } from './create-collaboration-client'

const FAVOURITES = gql`
  query MyFavourites {
    myFavourites {
      eventId
      createdAt
    }
  }
`
const data = {
  myFavourites: [{ __typename: 'Favourite', eventId: 'e1', createdAt: '2026-11-24T08:00:00.000Z' }],
}

const restoreFor = (accountId: string) => restore(accountId, collaborationCacheStorage)

/** apollo3-cache-persist writes a second after the last change. */
const persisted = () => new Promise((resolve) => setTimeout(resolve, 1200))

describe('the persisted collaboration cache', () => {
  it('shows what an account last saw after a restart (offline)', async () => {
    const first = await restoreFor('u1')
    first.cache.writeQuery({ query: FAVOURITES, data })
    await persisted()

    const afterRestart = await restoreFor('u1')
    expect(afterRestart.cache.readQuery({ query: FAVOURITES })).toEqual(data)
    const otherAccount = await restoreFor('u2')
    expect(otherAccount.cache.readQuery({ query: FAVOURITES })).toBeNull()
  })

  it('is gone once the user’s data is cleared', async () => {
    const first = await restoreFor('u3')
    first.cache.writeQuery({ query: FAVOURITES, data })
    await persisted()
    first.pause()
    await localData.clearUserData()

    const afterSignOut = await restoreFor('u3')
    expect(afterSignOut.cache.readQuery({ query: FAVOURITES })).toBeNull()
  })
})
