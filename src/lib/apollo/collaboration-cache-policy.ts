// The collaboration client's cache, on its own so tools outside the page (bench/folder-render.ts
// times its write and read of a folder in Node) use the very same type policies.
import { InMemoryCache } from '@apollo/client'

export function createCollaborationCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A favourite is one per event for the user; a folder item is its folder's, not shared.
      Favourite: { keyFields: ['eventId'] },
      FolderItem: { keyFields: false },
    },
  })
}
