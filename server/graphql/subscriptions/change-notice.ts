// What travels between instances when something changes: ids only (PostgreSQL NOTIFY payloads
// are limited to 8,000 bytes and are never replayed), so every receiver re-reads the state.
import type { FolderChangeKind } from '../generated/resolver-types'

/** The one NOTIFY channel of the collaboration service. */
export const COLLABORATION_CHANNEL = 'agenda_collaboration'

/** A subscription topic: one folder, or one user's folder list or favourites. */
export const topics = {
  folder: (folderId: string) => `folder:${folderId}`,
  foldersOf: (userId: string) => `folders-of:${userId}`,
  favouritesOf: (userId: string) => `favourites-of:${userId}`,
}

export interface ChangeNotice {
  topic: string
  /** Only for a folder's own topic. */
  kind?: FolderChangeKind
  folderId?: string
  actorId: string
  count: number
}

const KINDS = new Set(['ITEMS_ADDED', 'ITEMS_REMOVED', 'RENAMED', 'MEMBERS_CHANGED', 'DELETED'])

/** A notice read back from a NOTIFY payload; anything else on the channel is ignored. */
export function parseNotice(payload: string): ChangeNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>
    if (typeof value.topic !== 'string' || typeof value.actorId !== 'string') return undefined
    if (typeof value.count !== 'number') return undefined
    if (value.kind !== undefined && !KINDS.has(value.kind)) return undefined
    return value as ChangeNotice
  } catch {
    return undefined
  }
}
