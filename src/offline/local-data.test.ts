import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets a fresh database and a fresh module (the module keeps its connection).
async function freshLocalData() {
  vi.resetModules()
  return (await import('./local-data')).localData
}

beforeEach(async () => {
  indexedDB.deleteDatabase('agenda')
  sessionStorage.clear()
})

const haushalt = { filterRules: [], searchText: 'Haushalt*', sort: 'startTime' as const }

describe('local data', () => {
  it('keeps the preferences of a device that still has the first schema', async () => {
    const old = await openDB('agenda', 1, { upgrade: (db) => db.createObjectStore('settings') })
    await old.put('settings', { preferredViewModeIsZen: 'true' }, 'preferences')
    old.close()
    const localData = await freshLocalData()
    expect(await localData.getPreferences()).toEqual({ preferredViewModeIsZen: 'true' })
    expect(await localData.outbox.count()).toBe(0)
  })

  it('keeps the last-seen saved searches in their order, replacing the previous list', async () => {
    const localData = await freshLocalData()
    const search = (id: string, order: number) => ({
      id,
      name: `Suche ${id}`,
      filterRules: [],
      isPublic: false,
      order,
    })
    await localData.setSavedSearches([search('a', 1), search('b', 0)])
    await localData.setSavedSearches([search('c', 2), search('b', 0)])
    expect((await localData.getSavedSearches()).map((item) => item.id)).toEqual(['b', 'c'])
  })

  it('gives outbox entries growing ids and hands out the oldest first', async () => {
    const localData = await freshLocalData()
    const entry = (url: string) => ({
      accountId: 'anna',
      idempotencyKey: url,
      method: 'POST' as const,
      url,
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      description: url,
    })
    const first = await localData.outbox.add(entry('/a'))
    const second = await localData.outbox.add(entry('/b'))
    expect(second.id).toBeGreaterThan(first.id)
    expect((await localData.outbox.first())?.url).toBe('/a')
    await localData.outbox.remove(first.id)
    expect((await localData.outbox.first())?.url).toBe('/b')
  })

  it('forgets everything of a user who signs out: writes, searches, filters, presentation', async () => {
    const localData = await freshLocalData()
    await localData.setPreferences({ preferredViewModeIsZen: 'false' })
    await localData.setFilters({ filterRules: [], searchText: 'Hochwasser', sort: 'startTime' })
    await localData.setSavedSearches([
      { id: 'a', name: 'Suche', filterRules: [], isPublic: false, order: 0 },
    ])
    await localData.outbox.add({
      accountId: 'anna',
      idempotencyKey: 'k',
      method: 'POST',
      url: '/x',
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      description: 'x',
    })
    await localData.clearUserData()
    expect(await localData.outbox.count()).toBe(0)
    expect(await localData.getSavedSearches()).toEqual([])
    expect(await localData.getFilters()).toBeUndefined()
    expect(await localData.getPreferences()).toEqual({})
  })

  /** Starts a write of the filters, and the page goes away before the database has it. */
  async function filtersWrittenJustBeforeReload() {
    vi.doMock('idb', () => ({ openDB: () => new Promise(() => undefined) }))
    void (await freshLocalData()).setFilters(haushalt)
    vi.doUnmock('idb')
    return freshLocalData()
  }

  it('reads back a filter change whose database write the page did not live to finish', async () => {
    const nextPage = await filtersWrittenJustBeforeReload()
    expect(await nextPage.getFilters()).toEqual(haushalt)
  })

  it("reads the database once its write landed, so another tab's later change wins", async () => {
    const localData = await freshLocalData()
    await localData.setFilters(haushalt)
    const otherTab = await openDB('agenda')
    await otherTab.put('settings', { ...haushalt, searchText: 'Hafen' }, 'filters')
    otherTab.close()
    expect((await localData.getFilters())?.searchText).toBe('Hafen')
  })

  it("forgets the tab's copy of the filters at sign-out too", async () => {
    const nextPage = await filtersWrittenJustBeforeReload()
    await nextPage.clearUserData()
    expect(await nextPage.getFilters()).toBeUndefined()
  })

  it('speaks of an address left with a search still being committed to the next start only', async () => {
    const localData = await freshLocalData()
    localData.staleAddress.note('/app/events/standard?q=Bundestag')
    expect(localData.staleAddress.take()).toBe('/app/events/standard?q=Bundestag')
    expect(localData.staleAddress.take()).toBeNull()
  })

  it('forgets the address left with a search at sign-out', async () => {
    const localData = await freshLocalData()
    localData.staleAddress.note('/app/events/standard?q=Bundestag')
    await localData.clearUserData()
    expect(localData.staleAddress.take()).toBeNull()
  })
})
