// Favourite writes still waiting in the outbox, so a star set offline stays set after a reload.
import type { OutboxEntry } from '@/offline/local-data'
import { GRAPHQL_URL } from '@/lib/apollo/graphql-request'

const FAVOURITE_OPERATIONS: Record<string, boolean> = { Favourite: true, Unfavourite: false }

interface FavouriteWriteBody {
  operationName?: string
  variables?: { eventIds?: string[] }
}

/** Event id → favourite or not, as the waiting writes leave it (later writes win). */
export function pendingFavourites(entries: readonly OutboxEntry[]): Map<string, boolean> {
  const pending = new Map<string, boolean>()
  for (const entry of entries) {
    if (entry.kind !== 'graphql' || entry.url !== GRAPHQL_URL) continue
    const body = entry.body as FavouriteWriteBody
    const on = FAVOURITE_OPERATIONS[body.operationName ?? '']
    if (on === undefined) continue
    for (const id of body.variables?.eventIds ?? []) pending.set(id, on)
  }
  return pending
}
