// What travels between instances when something changes: ids only (PostgreSQL NOTIFY payloads
// are limited to 8,000 bytes and are never replayed), so every receiver re-reads the state. A
// folder's notice names the entries it added or removed when they fit, so its subscribers are told
// those entries instead of the whole folder.

/** The one NOTIFY channel of the collaboration service. */
export const COLLABORATION_CHANNEL = 'agenda_collaboration'

/**
 * A subscription topic: one folder, or one user's folder list or favourites, or the agenda (its
 * notices come from a trigger on events, migration 0017).
 */
export const topics = {
  agenda: 'agenda',
  folder: (folderId: string) => `folder:${folderId}`,
  foldersOf: (userId: string) => `folders-of:${userId}`,
  favouritesOf: (userId: string) => `favourites-of:${userId}`,
  /** A user's notification centre (alerts, docs/architecture.md "Alerts and jobs"). */
  notificationsOf: (userId: string) => `notifications-of:${userId}`,
}

/**
 * The schema's FolderChangeKind, listed here so that reading a notice can check it and this
 * module needs nothing of the generated types, which import the context, which imports the
 * notices (change-notice.test.ts checks the two lists agree).
 */
export const FOLDER_CHANGE_KINDS = [
  'ITEMS_ADDED',
  'ITEMS_REMOVED',
  'RENAMED',
  'MEMBERS_CHANGED',
  'DELETED',
  'COVERAGE_CHANGED',
] as const
export type NoticeKind = (typeof FOLDER_CHANGE_KINDS)[number]

export interface ChangeNotice {
  topic: string
  /** Only for a folder's own topic. */
  kind?: NoticeKind
  folderId?: string
  actorId: string
  count: number
  /**
   * The entries a folder's ITEMS_ADDED, ITEMS_REMOVED or COVERAGE_CHANGED concerned; absent when
   * too many to fit.
   */
  eventIds?: string[]
}

/** A notice as subscribers receive it, with the work its subscribers share (database-pubsub.ts). */
export interface DeliveredNotice extends ChangeNotice {
  shared: Map<string, unknown>
}

/** Below PostgreSQL's 8,000 bytes, with room for the topic and the rest of the notice. */
const EVENT_IDS_MAX_BYTES = 7000

/** The ids, when they fit in a notice; else none, and subscribers read the whole folder again. */
export function eventIdsIfTheyFit(eventIds: readonly string[]): string[] | undefined {
  return Buffer.byteLength(JSON.stringify(eventIds)) <= EVENT_IDS_MAX_BYTES
    ? [...eventIds]
    : undefined
}

const isIdList = (value: unknown) =>
  Array.isArray(value) && value.every((id) => typeof id === 'string')

const KINDS = new Set<string>(FOLDER_CHANGE_KINDS)

/** A notice read back from a NOTIFY payload; anything else on the channel is ignored. */
export function parseNotice(payload: string): ChangeNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>
    if (typeof value.topic !== 'string' || typeof value.actorId !== 'string') return undefined
    if (typeof value.count !== 'number') return undefined
    if (value.kind !== undefined && !KINDS.has(value.kind)) return undefined
    if (value.eventIds !== undefined && !isIdList(value.eventIds)) return undefined
    return value as ChangeNotice
  } catch {
    return undefined
  }
}
