// Where apollo3-cache-persist keeps the collaboration cache: the app's IndexedDB, one record per
// account (the key is the account id), cleared with the rest of the user's data.
import { localData } from '@/offline/local-data'

export const collaborationCacheStorage = {
  getItem: (accountId: string) => localData.collaborationCache.get(accountId),
  setItem: (accountId: string, value: unknown) =>
    localData.collaborationCache.put(accountId, value),
  removeItem: (accountId: string) => localData.collaborationCache.remove(accountId),
}
