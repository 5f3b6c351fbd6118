// Sign-out on a shared device, or another account signing in: the next user must neither see the
// last user's agenda, searches or filters, nor have the last user's waiting writes replayed under
// their own ticket.
import { getDefaultStore } from 'jotai'
import { forgetStartRequest } from '@/lib/http/early-request'
import { queryClient } from '@/lib/query/query-client'
import { forgetFiltersAtom } from '@/stores/feed-filters'
import { forgetZenPreference } from '@/stores/zen-preference'
import { localData } from './local-data'
import { clearOfflineCaches } from './sw-bridge'

type StopTask = () => Promise<void>
const stopTasks = new Set<StopTask>()

/**
 * Registers what must stop writing the user's data before it is cleared (the collaboration
 * client's persisted cache), for modules this one cannot import without a cycle.
 */
export function stopBeforeForgetting(task: StopTask): () => void {
  stopTasks.add(task)
  return () => stopTasks.delete(task)
}

/**
 * Clears the user's data on the device (service worker caches, IndexedDB) and in memory (the
 * answers the query client keeps, the filters, the zen preference, the default view).
 */
export async function forgetUserData(store = getDefaultStore()): Promise<void> {
  await Promise.all([...stopTasks].map((task) => task()))
  await Promise.all([clearOfflineCaches(), localData.clearUserData()])
  queryClient.clear()
  forgetStartRequest()
  await store.set(forgetFiltersAtom)
  forgetZenPreference(store)
}
