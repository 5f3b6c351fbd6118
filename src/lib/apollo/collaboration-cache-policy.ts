// The collaboration client's cache, on its own so tools outside the page (bench/folder-render.ts
// times its write and read of a folder in Node) use the very same type policies.
import { InMemoryCache } from '@apollo/client'

export function createCollaborationCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A favourite is one per event for the user; a folder item is its folder's, not shared.
      Favourite: { keyFields: ['eventId'] },
      FolderItem: { keyFields: false },
      // A folder's members and items always arrive whole, the list as it is now: it replaces the
      // one cached (a live change puts its items in, follow-folder-change.ts).
      Folder: { fields: { members: { merge: false }, items: { merge: false } } },
    },
  })
}
