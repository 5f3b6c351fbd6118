import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGES_CACHE_NAME, USER_DATA_CACHE_PREFIX } from '@domain/offline-contract'
import { clearOfflineCaches } from './sw-bridge'

/** The browser's CacheStorage, as far as the bridge uses it: names and delete. */
function cachesNamed(names: string[]) {
  const kept = new Set(names)
  return {
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
    kept,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('forgetting the offline caches on sign-out', () => {
  it('deletes the agenda answers and the images, and keeps the app shell', async () => {
    const storage = cachesNamed([
      'workbox-precache-v2-http://localhost/app/',
      'agenda-config',
      `${USER_DATA_CACHE_PREFIX}searches`,
      `${USER_DATA_CACHE_PREFIX}events`,
      `${USER_DATA_CACHE_PREFIX}news`,
      IMAGES_CACHE_NAME,
    ])
    vi.stubGlobal('caches', storage)

    await clearOfflineCaches()

    expect([...storage.kept]).toEqual([
      'workbox-precache-v2-http://localhost/app/',
      'agenda-config',
    ])
  })
})
