// Saved-search writes still waiting in the outbox, laid over the list last seen from the server,
// so a search made, renamed, moved or deleted offline shows as the user left it, even after a
// reload. A search created offline has no server id yet: it goes by its outbox entry's id.
import type { OutboxEntry } from '@/offline/local-data'
import { FILTERS_URL, type SavedSearch, type SavedSearchFields } from './saved-search'

const PENDING_ID_PREFIX = 'pending-'

export const isPendingId = (id: string) => id.startsWith(PENDING_ID_PREFIX)
export const pendingIdOf = (entry: Pick<OutboxEntry, 'id'>) => `${PENDING_ID_PREFIX}${entry.id}`

/** The body of a create: the fields plus an optional place in the list. */
export type SavedSearchCreateBody = SavedSearchFields & { order?: number }
export type SavedSearchPatchBody = Partial<SavedSearchFields & { order: number }>

const ITEM_URL = new RegExp(`^${FILTERS_URL}/([^/?]+)$`)

function targetIdOf(entry: OutboxEntry): string | null {
  const match = ITEM_URL.exec(entry.url)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

export function isCreateEntry(entry: OutboxEntry): boolean {
  return entry.method === 'POST' && entry.url === FILTERS_URL
}

export function withPendingWrites(
  searches: readonly SavedSearch[],
  entries: readonly OutboxEntry[],
): SavedSearch[] {
  let result = [...searches]
  for (const entry of entries) {
    if (isCreateEntry(entry)) {
      const body = entry.body as SavedSearchCreateBody
      // The server puts a search without an order after the last one.
      const order = body.order ?? Math.max(-1, ...result.map((search) => search.order)) + 1
      result.push({ ...body, id: pendingIdOf(entry), order, pending: true })
      continue
    }
    const id = targetIdOf(entry)
    if (id === null) continue
    if (entry.method === 'PATCH') {
      const patch = entry.body as SavedSearchPatchBody
      result = result.map((search) => (search.id === id ? { ...search, ...patch } : search))
    } else if (entry.method === 'DELETE') {
      result = result.filter((search) => search.id !== id)
    }
  }
  // Stable: equal orders keep the server's (and the outbox's) sequence.
  return result.sort((a, b) => a.order - b.order)
}
