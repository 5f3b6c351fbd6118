import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDefaultStore } from 'jotai'
import { TOP_FILTER } from '@domain/filter-rules'
import { DEFAULT_FILTERS, filtersAtom, restoreFiltersAtom } from '@/stores/feed-filters'
import { preferredViewModeIsZenAtom } from '@/stores/zen-preference'
import { claimDeviceFor, releaseDevice } from './device-account'
import { localData } from './local-data'

const store = getDefaultStore()
const annasFilters = {
  filterRules: [TOP_FILTER],
  searchText: 'Anna sucht',
  sort: 'startTime' as const,
}

/** What Anna left on the device: a search, a waiting write, filters, a presentation. */
async function leaveAnnasData(): Promise<void> {
  await localData.setSavedSearches([
    { id: 'a', name: 'Annas Suche', filterRules: [], isPublic: false, order: 0 },
  ])
  await localData.outbox.add({
    accountId: 'anna',
    idempotencyKey: 'k',
    method: 'POST',
    url: '/filters/api/v1/filters',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    description: 'Suche „Annas Suche“ speichern',
  })
  store.set(filtersAtom, annasFilters)
  await localData.setPreferences({ preferredViewModeIsZen: 'true' })
  store.set(preferredViewModeIsZenAtom, 'true')
}

beforeEach(async () => {
  releaseDevice()
  await localData.clearUserData()
  await store.set(restoreFiltersAtom)
})

describe('the account a device belongs to', () => {
  it('keeps the data of the account signing in again', async () => {
    await claimDeviceFor('anna')
    await leaveAnnasData()
    await claimDeviceFor('anna')
    expect(await localData.getSavedSearches()).toHaveLength(1)
    expect(await localData.outbox.count()).toBe(1)
    expect(store.get(filtersAtom)).toEqual(annasFilters)
  })

  it('forgets the previous account when another signs in without a sign-out', async () => {
    await claimDeviceFor('anna')
    await leaveAnnasData()
    await claimDeviceFor('ben')
    expect(await localData.getSavedSearches()).toEqual([])
    expect(await localData.outbox.count()).toBe(0)
    expect(await localData.getFilters()).toBeUndefined()
    expect(store.get(filtersAtom)).toEqual(DEFAULT_FILTERS)
    expect(store.get(preferredViewModeIsZenAtom)).toBeUndefined()
  })

  it('forgets data of unknown owner, from before the device remembered accounts', async () => {
    await leaveAnnasData()
    await claimDeviceFor('ben')
    expect(await localData.getSavedSearches()).toEqual([])
    expect(await localData.outbox.count()).toBe(0)
  })
})
